import type { ProductImage } from "@kesht/contracts";
import { pickVariant } from "@/features/catalog";
import type { StoredFileRef } from "@/features/uploads";

/**
 * The order of a product's images: the seller's chosen order first, then uploads that finished
 * since, in the order they finished. Ids no longer uploaded drop out.
 */
export function orderImages(
  done: readonly StoredFileRef[],
  order: readonly string[],
): StoredFileRef[] {
  const byId = new Map(done.map((ref) => [ref.id, ref]));
  const ordered = order.flatMap((id) => {
    const ref = byId.get(id);
    return ref ? [ref] : [];
  });
  const placed = new Set(ordered.map((ref) => ref.id));
  return [...ordered, ...done.filter((ref) => !placed.has(ref.id))];
}

/** The ids with `id` moved to the front: the cover, which lists and the storefront show. */
export function withCover(ids: readonly string[], id: string): string[] {
  if (!ids.includes(id)) return [...ids];
  return [id, ...ids.filter((other) => other !== id)];
}

/** A saved product image as the upload field keeps it, named for screen readers. */
export function refOfProductImage(image: ProductImage, name: string): StoredFileRef {
  return { id: image.id, kind: "image", url: image.url, previewUrl: pickVariant(image, 320), name };
}
