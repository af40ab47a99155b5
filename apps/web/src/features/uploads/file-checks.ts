import { type FilePurpose, uploadRules, type ValidationMessageKey } from "@kesht/contracts";

/** What the API accepts for each purpose, by content (docs/accounts-api.md "Files"). */
export type FileKind = "image" | "pdf" | "video";

export const kindOfPurpose: Record<FilePurpose, FileKind> = {
  logo: "image",
  store_image: "image",
  farm_image: "image",
  license: "pdf",
  farm_video: "video",
  product_image: "image",
  driving_licence: "image",
  vehicle_card: "image",
  chat_image: "image",
  banner_image: "image",
  delivery_photo: "image",
  review_photo: "image",
  return_photo: "image",
  pickup_photo: "image",
};

/** What the file picker offers; the bytes are still checked, here and on the server. */
export const acceptOfKind: Record<FileKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif",
  pdf: "application/pdf,.pdf",
  video: "video/mp4,video/quicktime,.mp4,.mov",
};

/** Why a file is refused before it is sent: a validation message key of the contracts. */
export type FileProblem = ValidationMessageKey;

/** How many leading bytes `sniffKind` needs. */
export const SNIFF_BYTES = 16;

const heifBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const avifBrands = new Set(["avif", "avis"]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/**
 * The kind a file's first bytes reveal, whatever its name says: a text file renamed
 * `.pdf` is no PDF. Images are those the API re-encodes (JPEG, PNG, WebP, HEIC/AVIF);
 * videos are MP4 and QuickTime movies.
 */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image"; // JPEG
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image"; // PNG
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (heifBrands.has(brand) || avifBrands.has(brand)) return "image";
    return "video"; // isom, mp41, mp42, avc1, qt, 3gp…: an MP4 or QuickTime movie
  }
  return null;
}

/** The problem with a file of `kind` (sniffed) and `size` for `purpose`, or null. */
export function problemOf(
  purpose: FilePurpose,
  kind: FileKind | null,
  size: number,
): FileProblem | null {
  switch (kindOfPurpose[purpose]) {
    case "image":
      if (kind !== "image") return "images_only";
      return size > uploadRules.imageMaxBytes ? "file_too_large_10mb" : null;
    case "pdf":
      if (kind !== "pdf") return "pdf_only";
      return size > uploadRules.pdfMaxBytes ? "file_too_large_10mb" : null;
    case "video":
      if (kind !== "video") return "video_only";
      return size > uploadRules.videoMaxBytes ? "video_too_large" : null;
  }
}

/** The server's rule, leeway included; it measures again from the bytes and has the last word. */
export function isVideoTooLong(durationSeconds: number | null): boolean {
  return (
    durationSeconds !== null &&
    durationSeconds > uploadRules.videoMaxSeconds + uploadRules.videoDurationLeewaySeconds
  );
}

/** Reads the head of a file and checks it for `purpose`. */
export async function checkFile(purpose: FilePurpose, file: Blob): Promise<FileProblem | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return problemOf(purpose, sniffKind(head), file.size);
}
