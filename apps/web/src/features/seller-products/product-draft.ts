"use client";

import { useCallback, useRef, useState } from "react";
import { z } from "zod";
import { type StoredFileRef, storedFileRefSchema } from "@/features/uploads";
import { type ProductFormValues, productFormValuesSchema } from "./product-form-values";

/**
 * A product being added, kept in this browser between the two steps of /shop/products/add so
 * a reload, a phone call or the back button loses nothing. Per user, so two people sharing a
 * phone never see each other's draft; cleared once the product is saved.
 */
const draftSchema = z.object({
  version: z.literal(1),
  values: productFormValuesSchema,
  /** Uploaded images in the seller's order; the first is the cover. */
  images: z.array(storedFileRefSchema),
  /** Property values by property id, as typed; only the chosen category's are sent. */
  properties: z.record(z.string(), z.string()),
});
export type ProductDraft = z.infer<typeof draftSchema>;

const storageKey = (userId: number) => `kesht-product-draft:${userId}`;

/** The saved draft, or null when there is none (or it cannot be read). */
export function readProductDraft(userId: number): ProductDraft | null {
  try {
    const saved = window.localStorage.getItem(storageKey(userId));
    if (!saved) return null;
    const parsed = draftSchema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage blocked or the saved text damaged: the seller starts afresh.
    return null;
  }
}

export function writeProductDraft(userId: number, draft: ProductDraft): void {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives on in memory for this visit.
  }
}

export function clearProductDraft(userId: number): void {
  try {
    window.localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}

export function newProductDraft(values: ProductFormValues): ProductDraft {
  return { version: 1, values, images: [], properties: {} };
}

export interface ProductDraftHandle {
  /** The draft as it was when the page opened; null when there was none. */
  initial: ProductDraft | null;
  saveValues: (values: ProductFormValues) => void;
  saveImages: (images: StoredFileRef[]) => void;
  saveProperties: (properties: Record<string, string>) => void;
  clear: () => void;
}

/**
 * One user's draft: read once when the page opens, then written through on every change. It
 * lives in a ref, not in state: a keystroke saves without drawing the form again.
 */
export function useProductDraft(userId: number, blank: ProductFormValues): ProductDraftHandle {
  const [initial] = useState(() => readProductDraft(userId));
  const current = useRef<ProductDraft | null>(initial);

  const commit = useCallback(
    (change: (draft: ProductDraft) => ProductDraft) => {
      const next = change(current.current ?? newProductDraft(blank));
      current.current = next;
      writeProductDraft(userId, next);
    },
    [userId, blank],
  );

  return {
    initial,
    saveValues: useCallback((values) => commit((draft) => ({ ...draft, values })), [commit]),
    saveImages: useCallback((images) => commit((draft) => ({ ...draft, images })), [commit]),
    saveProperties: useCallback(
      (properties) => commit((draft) => ({ ...draft, properties })),
      [commit],
    ),
    clear: useCallback(() => {
      current.current = null;
      clearProductDraft(userId);
    }, [userId]),
  };
}
