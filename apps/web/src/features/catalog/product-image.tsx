"use client";

import type { ProductImage as ProductImageData } from "@kesht/contracts";
import Image, { type ImageLoader } from "next/image";

/** Our uploads are already WebP at a few widths; quality 75 is what they are encoded at. */
export const IMAGE_QUALITY = 75;

/**
 * The narrowest stored rendition at least as wide as asked for, else the widest. The API
 * encodes images once at upload (ARCHITECTURE §2), so Next's optimiser is not needed.
 */
export function pickVariant(
  image: Pick<ProductImageData, "url" | "variants">,
  width: number,
): string {
  const widths = Object.keys(image.variants)
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const fit = widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1];
  return fit === undefined ? image.url : (image.variants[String(fit)] ?? image.url);
}

interface ProductImageProps {
  image: ProductImageData;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** For the one image above the fold (a product page's cover): load it first. */
  priority?: boolean;
}

/** An uploaded picture filling its (relatively positioned) box, lazily loaded. */
export function ProductImage({
  image,
  alt,
  sizes,
  className,
  priority = false,
}: ProductImageProps) {
  const loader: ImageLoader = ({ width }) => pickVariant(image, width);
  return (
    <Image
      src={image.url}
      loader={loader}
      alt={alt}
      fill
      sizes={sizes}
      quality={IMAGE_QUALITY}
      priority={priority}
      loading={priority ? undefined : "lazy"}
      className={className ?? "object-cover"}
    />
  );
}
