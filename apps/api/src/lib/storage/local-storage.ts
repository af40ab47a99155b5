import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type ByteRange, type Storage, type StoredObject } from "./storage";

/**
 * Files on the local disk under one root (`$DATA_DIR/uploads`). Each object's content type
 * is kept in a dot-file beside it, which no key can name (keys never start with a dot).
 */
export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { file, typeFile } = this.paths(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = `${path.dirname(file)}/.tmp-${randomBytes(8).toString("hex")}`;
    await writeFile(temporary, bytes);
    await writeFile(typeFile, contentType);
    await rename(temporary, file);
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject | null> {
    const { file, typeFile } = this.paths(key);
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const contentType = await readFile(typeFile, "utf8").catch((error: unknown) => {
      if (isMissing(error)) return "application/octet-stream";
      throw error;
    });
    const { range } = options;
    const body = range
      ? createReadStream(file, { start: range.start, end: range.end })
      : createReadStream(file);
    return { body, contentType, size };
  }

  async delete(key: string): Promise<void> {
    const { file, typeFile } = this.paths(key);
    await rm(file, { force: true });
    await rm(typeFile, { force: true });
    // An upload's folder goes with its last file; one still holding others stays.
    const folder = path.dirname(file);
    if (folder !== this.root) await rmdir(folder).catch(() => undefined);
  }

  /** Resolves a key inside the root; a key that could leave it never gets this far. */
  private paths(key: string) {
    const segments = assertSafeKey(key);
    const file = path.join(this.root, ...segments);
    if (!file.startsWith(this.root + path.sep)) {
      throw new Error("storage key resolved outside the storage root");
    }
    const name = segments[segments.length - 1];
    return { file, typeFile: path.join(path.dirname(file), `.${name}.type`) };
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === "ENOENT";
}
