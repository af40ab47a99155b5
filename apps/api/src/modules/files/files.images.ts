import sharp from "sharp";

/** The widths an image is served at (ARCHITECTURE §2 "images"); never upscaled. */
export const imageWidths = [320, 640, 1280] as const;

/**
 * Phone cameras reach 50–200 megapixels; sharp's default allows 268. A lower ceiling keeps a
 * crafted "decompression bomb" from holding gigabytes of memory.
 */
const maxInputPixels = 120_000_000;

export interface ImageRendition {
  width: number;
  bytes: Buffer;
}

export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
}

/**
 * Re-encodes an upload as WebP at each of `imageWidths` narrower than the picture, plus the
 * picture's own width when that is below the largest: turned upright by its EXIF orientation
 * first, then written without any metadata (EXIF carries GPS positions and camera serials).
 * Returned smallest first; the last is the main image.
 */
export async function renderImage(bytes: Buffer): Promise<ImageRendition[]> {
  let width: number;
  const source = sharp(bytes, { limitInputPixels: maxInputPixels }).autoOrient();
  try {
    const metadata = await source.metadata();
    // `autoOrient` holds the size once rotated: a portrait photo stored sideways is narrow.
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  } catch (error) {
    throw new UnreadableImageError(String(error));
  }
  if (width <= 0) throw new UnreadableImageError("image has no width");

  const largest = imageWidths[imageWidths.length - 1] ?? width;
  const widths = [...imageWidths.filter((target) => target < width), Math.min(width, largest)];
  try {
    return await Promise.all(
      [...new Set(widths)].map(async (target) => ({
        width: target,
        // sharp drops all metadata unless told to keep it; the pixels are already upright.
        bytes: await source
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    throw new UnreadableImageError(String(error));
  }
}
