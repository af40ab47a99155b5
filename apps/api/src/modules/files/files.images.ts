import { uploadRules } from "@kesht/contracts";
import sharp, { type OutputInfo } from "sharp";
import { QueueFullError, WorkQueue } from "../../lib/work-queue";

/**
 * The widths an image is served at (ARCHITECTURE §2 "images"); never upscaled. Steps of about
 * 1.5×, so the browser's pick is never much wider than the box it fills: a phone at 1.75–2.6×
 * draws a half-width card (~180 CSS px) from 480 w and a product cover (~380 CSS px) from 960 w,
 * where with only 320/640/1280 it took twice the pixels (decision 027).
 */
export const imageWidths = [320, 480, 640, 960, 1280] as const;

/**
 * Images re-encoded at once by this process, and how many more may wait. Each sharp task
 * holds one of libuv's four threads, which also read the files this server sends, resolve
 * names and hash: one image at a time leaves three for everyone else's requests, so no
 * upload delays another person's page; a burst beyond the queue is told to retry (503).
 * The numbers and their reasons: decision 020.
 */
export const imageQueue = new WorkQueue(1, 16);

/** WebP quality of every rendition. */
const imageQuality = 80;

export interface ImageRendition {
  width: number;
  bytes: Buffer;
}

export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
}

/** The picture has more pixels than `uploadRules.imageMaxPixels`. */
export class TooManyPixelsError extends Error {
  override name = "TooManyPixelsError";
}

/**
 * The picture's size as it will be shown, from its header alone: sharp's metadata reads no
 * pixel data, so a 10000 × 10000 PNG of a few hundred kilobytes is refused before anything
 * is decoded.
 */
async function shownSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const metadata = await sharp(bytes).metadata();
    // `autoOrient` holds the size once rotated: a portrait photo stored sideways is narrow.
    const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
    return { width, height };
  } catch (error) {
    throw new UnreadableImageError(String(error));
  }
}

/**
 * Re-encodes an upload as WebP at each of `imageWidths` narrower than the picture, plus the
 * picture's own width when that is below the largest: turned upright by its EXIF orientation
 * first, then written without any metadata (EXIF carries GPS positions and camera serials).
 * Returned smallest first; the last is the main image.
 *
 * The size is checked from the header first; the work waits its turn in `imageQueue` and
 * decodes the picture once, to the largest width, from which the smaller ones are made.
 */
export async function renderImage(bytes: Buffer): Promise<ImageRendition[]> {
  const { width, height } = await shownSize(bytes);
  if (width <= 0 || height <= 0) throw new UnreadableImageError("image has no size");
  if (width * height > uploadRules.imageMaxPixels) throw new TooManyPixelsError();

  const largest = imageWidths[imageWidths.length - 1] ?? width;
  const widths = [...new Set([...imageWidths.filter((w) => w < width), Math.min(width, largest)])];
  try {
    return await imageQueue.run(async () => {
      const decoded = await sharp(bytes, { limitInputPixels: uploadRules.imageMaxPixels })
        .autoOrient()
        .resize({ width: Math.min(width, largest), withoutEnlargement: true })
        // 8-bit sRGB pixels (CMYK, 16-bit and profiled pictures included), as WebP holds them.
        .toColourspace("srgb")
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
      return encodeWidths(decoded, widths);
    });
  } catch (error) {
    if (error instanceof QueueFullError) throw error;
    throw new UnreadableImageError(String(error));
  }
}

/**
 * The widths of `imageWidths` a picture whose widest rendition is `widest` px should have
 * besides that one: every one narrower, as `renderImage` makes them today.
 */
export function widthsBelow(widest: number): number[] {
  return imageWidths.filter((width) => width < widest);
}

/**
 * Renditions at `widths` made from a rendition already stored (the widest one: the upload
 * itself is not kept). Its pixels are upright and sRGB already, so they are only decoded and
 * made smaller; waits its turn in `imageQueue` like an upload.
 */
export async function renderFromRendition(
  bytes: Buffer,
  widths: readonly number[],
): Promise<ImageRendition[]> {
  try {
    return await imageQueue.run(async () => {
      const decoded = await sharp(bytes, { limitInputPixels: uploadRules.imageMaxPixels })
        .toColourspace("srgb")
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
      return encodeWidths(
        decoded,
        widths.filter((width) => width < decoded.info.width),
      );
    });
  } catch (error) {
    if (error instanceof QueueFullError) throw error;
    throw new UnreadableImageError(String(error));
  }
}

/** Encodes decoded pixels as WebP at each width, in the order given. */
async function encodeWidths(
  decoded: { data: Buffer; info: OutputInfo },
  widths: readonly number[],
): Promise<ImageRendition[]> {
  const { info } = decoded;
  const renditions: ImageRendition[] = [];
  // One after another: the queue's slot is one thread, not one per width.
  for (const target of widths) {
    const encoded = await sharp(decoded.data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    })
      .resize({ width: target, withoutEnlargement: true })
      // sharp writes no metadata unless told to; the pixels are already upright.
      .webp({ quality: imageQuality })
      .toBuffer();
    renditions.push({ width: target, bytes: encoded });
  }
  return renditions;
}
