import type { ProductImage as ProductImageData } from "@kesht/contracts";

/**
 * The quality next/image is told for an uploaded picture, which its loader then ignores: the
 * renditions are already WebP, encoded once by the API at upload (at its own quality, 80). 75 is
 * Next's one allowed quality unless `images.qualities` says otherwise.
 */
export const IMAGE_QUALITY = 75;

/** A picture's stored renditions, narrowest first, as `[width, url]`. */
function renditions(image: Pick<ProductImageData, "variants">): [number, string][] {
  return Object.entries(image.variants)
    .map(([width, url]) => [Number(width), url] as [number, string])
    .filter(([width]) => Number.isFinite(width) && width > 0)
    .sort(([a], [b]) => a - b);
}

/**
 * The narrowest stored rendition at least as wide as asked for, else the widest. The API
 * encodes images once at upload (ARCHITECTURE §2), so Next's optimiser is not needed.
 */
export function pickVariant(
  image: Pick<ProductImageData, "url" | "variants">,
  width: number,
): string {
  const stored = renditions(image);
  const fit = stored.find(([candidate]) => candidate >= width) ?? stored[stored.length - 1];
  return fit?.[1] ?? image.url;
}

/** The `srcset` of a picture: each stored rendition at its real width, once. */
export function srcSetOf(image: Pick<ProductImageData, "variants">): string | undefined {
  const stored = renditions(image);
  return stored.length > 0
    ? stored.map(([width, url]) => `${url} ${width}w`).join(", ")
    : undefined;
}

interface ProductImageProps {
  image: ProductImageData;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** For the pictures on the first screen (a product page's cover, a list's first cards). */
  priority?: boolean;
}

/**
 * An uploaded picture filling its (relatively positioned) box. A plain `<img>` with the stored
 * renditions as its `srcset`: the browser picks the width, the server's HTML carries it (so the
 * first screen's pictures start loading before any script runs), and no image component's
 * JavaScript is sent. Below the first screen the browser loads it when it comes near.
 */
export function ProductImage({
  image,
  alt,
  sizes,
  className,
  priority = false,
}: ProductImageProps) {
  return (
    // biome-ignore lint/performance/noImgElement: the renditions are made at upload, so next/image would add only its script and a srcset of widths that are not stored
    <img
      src={pickVariant(image, 640)}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={`absolute inset-0 size-full ${className ?? "object-cover"}`}
    />
  );
}
