import type { Readable } from "node:stream";

/** A byte range, both ends included (as in HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  body: Readable | Buffer;
  contentType: string;
  /** The whole object's size in bytes, also when only a range was asked for. */
  size: number;
}

/**
 * Where uploaded bytes live: the local disk by default, S3-compatible storage when several
 * API instances must see the same files. Keys are ours (`<file id>/<name>`), never a
 * client's, and are checked anyway (see `assertSafeKey`).
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error: deletes are retried and must be idempotent. */
  delete(key: string): Promise<void>;
}

/**
 * One to eight segments of letters, digits, `_`, `-` and dots, none starting with a dot:
 * no `..`, no absolute paths, no hidden files (the local store keeps content types in
 * dot-files beside the objects).
 */
const segmentPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export class UnsafeStorageKeyError extends Error {
  override name = "UnsafeStorageKeyError";
}

export function assertSafeKey(key: string): string[] {
  const segments = key.split("/");
  if (key.length > 512 || segments.length > 8 || !segments.every((s) => segmentPattern.test(s))) {
    throw new UnsafeStorageKeyError(`unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return segments;
}
