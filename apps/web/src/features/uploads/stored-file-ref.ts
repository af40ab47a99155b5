import type { StoredFile } from "@kesht/contracts";
import { z } from "zod";

/**
 * What the page keeps of an uploaded file: enough to show it again after a reload and to name
 * it in the registration body.
 */
export const storedFileRefSchema = z.object({
  id: z.string(),
  kind: z.enum(["image", "pdf", "video"]),
  /** The original bytes (the PDF, the video) or the full-size image. */
  url: z.string(),
  /** A small rendition for thumbnails; the url itself when there is none. */
  previewUrl: z.string(),
  /** The name the file had on the person's device, shown next to PDFs and videos. */
  name: z.string(),
});
export type StoredFileRef = z.infer<typeof storedFileRefSchema>;

/** The smallest image rendition that still looks sharp in a 96px thumbnail on a 2× screen. */
function previewOf(file: StoredFile): string {
  const widths = Object.keys(file.variants)
    .map(Number)
    .filter((width) => Number.isFinite(width))
    .sort((a, b) => a - b);
  const width = widths.find((candidate) => candidate >= 200) ?? widths.at(-1);
  return (width === undefined ? undefined : file.variants[String(width)]) ?? file.url;
}

export function toStoredFileRef(file: StoredFile, name: string): StoredFileRef {
  return { id: file.id, kind: file.kind, url: file.url, previewUrl: previewOf(file), name };
}
