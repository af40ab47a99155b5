"use client";

import { productRules } from "@kesht/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import type { StoredFileRef } from "@/features/uploads";
import { type UploadSlot, useUploadSlot } from "@/features/uploads";
import { orderImages, withCover } from "./image-order";

export interface ProductImages {
  slot: UploadSlot;
  /** Finished uploads in the seller's order; the first is the cover. */
  ordered: StoredFileRef[];
  makeCover: (id: string) => void;
}

/**
 * A product's images: uploaded as soon as they are chosen (purpose product_image), up to five,
 * in an order the seller sets by choosing the cover. `onChange` hears every new order.
 */
export function useProductImages(
  initial: readonly StoredFileRef[],
  onChange: (refs: StoredFileRef[]) => void,
): ProductImages {
  const [order, setOrder] = useState<string[]>(() => initial.map((ref) => ref.id));
  const slot = useUploadSlot({
    purpose: "product_image",
    max: productRules.maxImages,
    single: false,
    initial,
  });
  const ordered = orderImages(slot.doneRefs, order);

  const signature = ordered.map((ref) => ref.id).join(",");
  const lastSignature = useRef(signature);
  const orderedRef = useRef(ordered);
  orderedRef.current = ordered;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (signature === lastSignature.current) return;
    lastSignature.current = signature;
    onChangeRef.current(orderedRef.current);
  }, [signature]);

  const makeCover = useCallback((id: string) => {
    setOrder(
      withCover(
        orderedRef.current.map((ref) => ref.id),
        id,
      ),
    );
  }, []);

  return { slot, ordered, makeCover };
}
