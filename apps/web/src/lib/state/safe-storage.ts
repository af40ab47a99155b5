import type { PersistStorage, StorageValue } from "zustand/middleware";

/** SPEC §9 "Persisted state storage timeout". */
export const HYDRATION_TIMEOUT_MS = 5_000;

/** The string store underneath: `localStorage`, or anything shaped like it, even if async. */
export interface StorageBackend {
  getItem(name: string): string | null | Promise<string | null>;
  setItem(name: string, value: string): unknown;
  removeItem(name: string): unknown;
}

export interface SafeStorageOptions {
  /** Called lazily; may throw (storage disabled) or return undefined (server rendering). */
  resolveBackend: () => StorageBackend | undefined;
  hydrationTimeoutMs?: number;
}

/**
 * A persist storage that never blocks or breaks the app: whatever the backend does (throws on
 * access, holds corrupt JSON, is full, never answers), the store keeps working from memory.
 * Every write is also kept in memory; a key whose last write did not reach the backend is read
 * from memory, so a later rehydrate sees the latest state rather than a stale saved one.
 */
export function createSafeStorage<S>({
  resolveBackend,
  hydrationTimeoutMs = HYDRATION_TIMEOUT_MS,
}: SafeStorageOptions): PersistStorage<S> {
  const memory = new Map<string, string>();
  const unsaved = new Set<string>();
  const backend = reachBackend(resolveBackend);
  // A full or read-only storage fails on every change; saying so once is enough.
  let writeFailureReported = false;

  function write(name: string, action: (backend: StorageBackend) => unknown, what: string) {
    if (!backend) return;
    const markUnsaved = (error: unknown) => {
      unsaved.add(name);
      if (writeFailureReported) return;
      writeFailureReported = true;
      warn(`${what}; keeping state in memory`, error);
    };
    try {
      const result = action(backend);
      if (result instanceof Promise) result.then(() => unsaved.delete(name), markUnsaved);
      else unsaved.delete(name);
    } catch (error) {
      markUnsaved(error);
    }
  }

  function readRaw(name: string): string | null | Promise<string | null> {
    const fromMemory = memory.get(name) ?? null;
    if (!backend || unsaved.has(name)) return fromMemory;
    try {
      const value = backend.getItem(name);
      if (!(value instanceof Promise)) return value;
      return withTimeout(value, hydrationTimeoutMs).catch((error: unknown) => {
        warn("could not read the saved state", error);
        return fromMemory;
      });
    } catch (error) {
      warn("could not read the saved state", error);
      return fromMemory;
    }
  }

  return {
    getItem(name) {
      const raw = readRaw(name);
      return raw instanceof Promise ? raw.then(parseStorageValue<S>) : parseStorageValue<S>(raw);
    },
    setItem(name, value) {
      const serialized = JSON.stringify(value);
      memory.set(name, serialized);
      write(name, (target) => target.setItem(name, serialized), "could not save the state");
    },
    removeItem(name) {
      memory.delete(name);
      write(name, (target) => target.removeItem(name), "could not remove the saved state");
    },
  };
}

function reachBackend(
  resolveBackend: () => StorageBackend | undefined,
): StorageBackend | undefined {
  try {
    return resolveBackend();
  } catch (error) {
    warn("storage is unavailable; keeping state in memory", error);
    return undefined;
  }
}

/** Corrupt or foreign data is treated as "nothing saved" so the app starts from defaults. */
function parseStorageValue<S>(raw: string | null): StorageValue<S> | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStorageValue<S>(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isStorageValue<S>(value: unknown): value is StorageValue<S> {
  return typeof value === "object" && value !== null && "state" in value;
}

/** A read that does not answer in time resolves to "nothing saved"; its late answer is ignored. */
function withTimeout(read: Promise<string | null>, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      warn(`saved state did not load within ${timeoutMs} ms; starting from defaults`);
      resolve(null);
    }, timeoutMs);
    read.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function warn(what: string, error?: unknown): void {
  console.warn(`[kesht-state] ${what}`, ...(error === undefined ? [] : [error]));
}
