import { randomBytes } from "node:crypto";
import {
  type FilePurpose,
  fieldErrorsOf,
  type StoredFile,
  type ValidationMessageKey,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../lib/app-error";
import type { ByteRange, Storage, StoredObject } from "../../lib/storage";
import { QueueFullError } from "../../lib/work-queue";
import {
  renderFromRendition,
  renderImage,
  TooManyPixelsError,
  UnreadableImageError,
  widthsBelow,
} from "./files.images";
import { parseRange } from "./files.range";
import * as repo from "./files.repo";
import {
  acceptedTypes,
  isVideoTooLong,
  purposeRules,
  type UploaderRole,
  unattachedFileLifetimeMs,
} from "./files.rules";
import { probeVideoStream, readVideoDuration } from "./files.video";

const urlPrefix = "/api/v1/files";

/** A refusal of the uploaded bytes, under the form's `file` field, in both languages. */
function refuse(key: ValidationMessageKey): AppError {
  return new AppError("validation_failed", { fieldErrors: fieldErrorsOf({ file: key }) });
}

/** What is stored, before it is stored: objects by key and the row that describes them. */
interface Prepared {
  kind: "image" | "pdf" | "video";
  mime: string;
  objects: { name: string; bytes: Buffer; contentType: string }[];
  /** The main object's name, and image renditions' names by width. */
  main: string;
  variants: Record<string, string>;
  durationSeconds: number | null;
}

/**
 * Checks an upload by its bytes alone (never its name or the browser's content type),
 * re-encodes images, measures videos, stores the result and records it as `ownerId`'s.
 */
export async function storeUpload(
  db: Database,
  storage: Storage,
  input: { ownerId: number; role: UploaderRole; purpose: FilePurpose; bytes: Buffer },
): Promise<StoredFile> {
  const rule = purposeRules[input.purpose];
  if (!rule.roles.includes(input.role)) throw new AppError("upload_purpose_forbidden");
  const used = await repo.usageSince(db, {
    ownerId: input.ownerId,
    purpose: input.purpose,
    since: new Date(Date.now() - 24 * 60 * 60_000),
  });
  if (used.files >= rule.perDay.files || used.bytes >= rule.perDay.bytes) {
    throw new AppError("upload_quota_exceeded");
  }
  if (input.bytes.length === 0) throw refuse("file_missing");
  if (input.bytes.length > rule.maxBytes) throw refuse(rule.tooLarge);

  const detected = await fileTypeFromBuffer(input.bytes);
  if (!detected || !acceptedTypes[rule.kind].has(detected.mime)) throw refuse(rule.wrongType);

  const prepared = await prepare(rule.kind, detected.mime, input.bytes);
  const id = randomBytes(16).toString("base64url");
  const keyOf = (name: string) => `${id}/${name}`;

  const written: string[] = [];
  try {
    for (const object of prepared.objects) {
      await storage.put(keyOf(object.name), object.bytes, object.contentType);
      written.push(keyOf(object.name));
    }
    const main = prepared.objects.find((object) => object.name === prepared.main);
    const row = await repo.insertFile(db, {
      id,
      ownerId: input.ownerId,
      purpose: input.purpose,
      kind: prepared.kind,
      mime: prepared.kind === "image" ? "image/webp" : prepared.mime,
      storageKey: keyOf(prepared.main),
      variants: Object.fromEntries(
        Object.entries(prepared.variants).map(([width, name]) => [width, keyOf(name)]),
      ),
      size: main?.bytes.length ?? 0,
      durationSeconds: prepared.durationSeconds,
    });
    return toStoredFile(row);
  } catch (error) {
    // Bytes without a row could never be served or deleted; take them away again.
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

async function prepare(kind: Prepared["kind"], mime: string, bytes: Buffer): Promise<Prepared> {
  switch (kind) {
    case "image": {
      let renditions: Awaited<ReturnType<typeof renderImage>>;
      try {
        renditions = await renderImage(bytes);
      } catch (error) {
        if (error instanceof UnreadableImageError) throw refuse("image_unreadable");
        if (error instanceof TooManyPixelsError) throw refuse("image_too_many_pixels");
        // This instance is re-encoding as many images as it may; a retry soon (or another
        // instance) takes it.
        if (error instanceof QueueFullError) throw new AppError("unavailable");
        throw error;
      }
      const objects = renditions.map((rendition) => ({
        name: `${rendition.width}.webp`,
        bytes: rendition.bytes,
        contentType: "image/webp",
      }));
      const largest = renditions[renditions.length - 1];
      if (!largest) throw refuse("image_unreadable");
      return {
        kind,
        mime: "image/webp",
        objects,
        main: `${largest.width}.webp`,
        variants: Object.fromEntries(renditions.map((r) => [String(r.width), `${r.width}.webp`])),
        durationSeconds: null,
      };
    }
    case "pdf":
      return {
        kind,
        mime,
        objects: [{ name: "document.pdf", bytes, contentType: mime }],
        main: "document.pdf",
        variants: {},
        durationSeconds: null,
      };
    case "video": {
      // The header first (cheap, and its length is what players show), then every sample
      // of the stream: a header over nothing, or over fewer seconds than it claims, is no video.
      const claimed = readVideoDuration(bytes);
      if (claimed === null) throw refuse("video_unreadable");
      if (isVideoTooLong(claimed)) throw refuse("video_too_long");
      const stream = probeVideoStream(bytes);
      if (stream === null) throw refuse("video_unreadable");
      if (isVideoTooLong(stream.durationSeconds)) throw refuse("video_too_long");
      const duration = Math.max(claimed, stream.durationSeconds);
      const name = mime === "video/quicktime" ? "video.mov" : "video.mp4";
      return {
        kind,
        mime,
        objects: [{ name, bytes, contentType: mime }],
        main: name,
        variants: {},
        durationSeconds: Math.round(duration * 100) / 100,
      };
    }
  }
}

function urlOf(storageKey: string): string {
  return `${urlPrefix}/${storageKey}`;
}

/** A file as the API shows it: relative URLs, so they work behind any host or proxy. */
export function toStoredFile(row: repo.FileRow): StoredFile {
  return {
    id: row.id,
    purpose: row.purpose as FilePurpose,
    kind: row.kind as StoredFile["kind"],
    url: urlOf(row.storageKey),
    variants: Object.fromEntries(
      Object.entries(row.variants).map(([width, key]) => [width, urlOf(key)]),
    ),
    size: row.size,
    duration_seconds: row.durationSeconds,
  };
}

/** Files by id for showing them (a seller's profile); ownership was checked when attached. */
export async function getStoredFiles(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, StoredFile>> {
  const rows = await repo.findFiles(db, ids);
  return new Map(rows.map((row) => [row.id, toStoredFile(row)]));
}

/**
 * Of `ids`, those that `ownerId` uploaded for `purpose`. Another person's file and a file
 * that does not exist look the same to the caller, so ids cannot be probed.
 */
export async function usableFileIds(
  db: Database,
  input: { ownerId: number; purpose: FilePurpose; ids: readonly string[] },
): Promise<Set<string>> {
  const rows = await repo.findOwnedFiles(db, input.ownerId, input.ids);
  return new Set(rows.filter((row) => row.purpose === input.purpose).map((row) => row.id));
}

/** Deletes `ownerId`'s file: its row first (so it stops being served), then its bytes. */
export async function deleteOwnedFile(
  db: Database,
  storage: Storage,
  input: { ownerId: number; id: string },
): Promise<boolean> {
  const row = await repo.deleteOwnedFile(db, input.ownerId, input.id);
  if (!row) return false;
  const keys = new Set([row.storageKey, ...Object.values(row.variants)]);
  // A failed delete leaves unreachable bytes behind, never a row whose bytes are gone.
  await Promise.allSettled([...keys].map((key) => storage.delete(key)));
  return true;
}

export type OpenedFile =
  | { type: "whole"; object: StoredObject; contentType: string; rangeable: boolean }
  | { type: "partial"; object: StoredObject; contentType: string; range: ByteRange }
  | { type: "unsatisfiable"; size: number };

/**
 * The bytes behind `/files/:id/:name`. Only names that belong to the file's row are served;
 * videos also in ranges, which players need to seek.
 */
export async function openFile(
  db: Database,
  storage: Storage,
  input: { id: string; name: string; rangeHeader?: string },
): Promise<OpenedFile> {
  const row = await repo.findFile(db, input.id);
  const key = `${input.id}/${input.name}`;
  const known = row && (row.storageKey === key || Object.values(row.variants).includes(key));
  if (!row || !known) throw new AppError("file_not_found");

  const contentType = row.kind === "image" ? "image/webp" : row.mime;
  const rangeable = row.kind === "video";
  const range = rangeable ? parseRange(input.rangeHeader, row.size) : null;
  if (range === "unsatisfiable") return { type: "unsatisfiable", size: row.size };

  const object = await storage.get(key, range ? { range } : {});
  if (!object) throw new AppError("file_not_found");
  if (range) return { type: "partial", object, contentType, range };
  return { type: "whole", object, contentType, rangeable };
}

/** Whether `ownerId` uploaded the image `id` (a delivery photo may be any of their images). */
export async function ownsImage(db: Database, ownerId: number, id: string): Promise<boolean> {
  const [row] = await repo.findOwnedFiles(db, ownerId, [id]);
  return row?.kind === "image";
}

/**
 * Deletes uploads no row refers to once they are a day old (a form abandoned half-way, a
 * replaced logo): rows first, in batches, then their bytes. Returns how many files went.
 */
export async function deleteUnattachedUploads(
  db: Database,
  storage: Storage,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - unattachedFileLifetimeMs);
  let total = 0;
  for (;;) {
    const rows = await repo.deleteUnattachedFiles(db, { before, limit: 200 });
    const keys = rows.flatMap((row) => [row.storageKey, ...Object.values(row.variants)]);
    // A failed delete leaves unreachable bytes behind, never a row whose bytes are gone.
    await Promise.allSettled([...new Set(keys)].map((key) => storage.delete(key)));
    total += rows.length;
    if (rows.length < 200) return total;
  }
}

/** What `fillMissingRenditions` did, image by image. */
export interface RenditionFill {
  /** Images looked at. */
  images: number;
  /** Images given renditions they lacked, and how many renditions in all. */
  filled: number;
  renditions: number;
  /** Images whose widest rendition could not be read (missing bytes, not a picture). */
  unreadable: string[];
}

/**
 * Gives every stored image the renditions `imageWidths` now asks for that it lacks (those
 * narrower than its widest one), made from its widest rendition: the upload itself is not
 * kept. Images that have them all are left alone, so running it again does nothing. One
 * image at a time, through `imageQueue`; a file deleted meanwhile gets no new bytes.
 */
export async function fillMissingRenditions(
  db: Database,
  storage: Storage,
  onImage: (id: string, added: number[]) => void = () => {},
): Promise<RenditionFill> {
  const result: RenditionFill = { images: 0, filled: 0, renditions: 0, unreadable: [] };
  let afterId = "";
  for (;;) {
    const rows = await repo.imagesAfter(db, afterId, 100);
    for (const row of rows) {
      result.images += 1;
      const stored = Object.keys(row.variants)
        .map(Number)
        .filter((width) => Number.isInteger(width) && width > 0);
      const widest = Math.max(...stored);
      const missing = widthsBelow(widest).filter((width) => !stored.includes(width));
      const source = row.variants[String(widest)];
      if (missing.length === 0 || !source) continue;

      const object = await storage.get(source);
      let renditions: Awaited<ReturnType<typeof renderFromRendition>>;
      try {
        if (!object) throw new UnreadableImageError(`no bytes at ${source}`);
        renditions = await renderFromRendition(await bytesOf(object.body), missing);
      } catch (error) {
        if (!(error instanceof UnreadableImageError)) throw error;
        result.unreadable.push(row.id);
        continue;
      }
      const added: Record<string, string> = {};
      for (const rendition of renditions) {
        const key = `${row.id}/${rendition.width}.webp`;
        await storage.put(key, rendition.bytes, "image/webp");
        added[String(rendition.width)] = key;
      }
      if (!(await repo.addVariants(db, row.id, added))) {
        // Deleted while its renditions were made: nothing would ever delete these bytes.
        await Promise.allSettled(Object.values(added).map((key) => storage.delete(key)));
        continue;
      }
      result.filled += 1;
      result.renditions += renditions.length;
      onImage(
        row.id,
        renditions.map((rendition) => rendition.width),
      );
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < 100) return result;
    afterId = last.id;
  }
}

async function bytesOf(body: StoredObject["body"]): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
