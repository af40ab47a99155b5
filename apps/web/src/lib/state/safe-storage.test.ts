// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSafeStorage, HYDRATION_TIMEOUT_MS, type StorageBackend } from "./safe-storage";

type Saved = { count: number };

function mapBackend(
  initial: Record<string, string> = {},
): StorageBackend & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
}

function throwingBackend(error: Error): StorageBackend {
  return {
    getItem: () => {
      throw error;
    },
    setItem: () => {
      throw error;
    },
    removeItem: () => {
      throw error;
    },
  };
}

describe("createSafeStorage", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("writes JSON to the backend and reads it back", () => {
    const backend = mapBackend();
    const storage = createSafeStorage<Saved>({ resolveBackend: () => backend });

    storage.setItem("key", { state: { count: 3 }, version: 1 });

    expect(JSON.parse(backend.data.get("key") ?? "")).toEqual({ state: { count: 3 }, version: 1 });
    expect(storage.getItem("key")).toEqual({ state: { count: 3 }, version: 1 });
    storage.removeItem("key");
    expect(backend.data.has("key")).toBe(false);
    expect(storage.getItem("key")).toBeNull();
  });

  it("keeps working in memory when reaching the storage throws (private mode, disabled)", () => {
    const storage = createSafeStorage<Saved>({
      resolveBackend: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });

    expect(storage.getItem("key")).toBeNull();
    storage.setItem("key", { state: { count: 1 }, version: 1 });
    expect(storage.getItem("key")).toEqual({ state: { count: 1 }, version: 1 });
  });

  it("keeps working in memory when every storage call throws", () => {
    const storage = createSafeStorage<Saved>({
      resolveBackend: () => throwingBackend(new Error("denied")),
    });

    expect(() => storage.setItem("key", { state: { count: 2 }, version: 1 })).not.toThrow();
    expect(storage.getItem("key")).toEqual({ state: { count: 2 }, version: 1 });
    expect(() => storage.removeItem("key")).not.toThrow();
    expect(storage.getItem("key")).toBeNull();
  });

  it("survives a full storage and reports it only once", () => {
    const backend = mapBackend();
    backend.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    const storage = createSafeStorage<Saved>({ resolveBackend: () => backend });

    storage.setItem("key", { state: { count: 1 }, version: 1 });
    storage.setItem("key", { state: { count: 2 }, version: 1 });

    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(storage.getItem("key")).toEqual({ state: { count: 2 }, version: 1 });
  });

  it("treats corrupt or foreign data as nothing saved", () => {
    const storage = createSafeStorage<Saved>({
      resolveBackend: () => mapBackend({ broken: "{not json", foreign: '"just a string"' }),
    });

    expect(storage.getItem("broken")).toBeNull();
    expect(storage.getItem("foreign")).toBeNull();
  });

  it("uses no storage at all while rendering on the server", () => {
    const storage = createSafeStorage<Saved>({ resolveBackend: () => undefined });

    storage.setItem("key", { state: { count: 5 }, version: 1 });
    expect(storage.getItem("key")).toEqual({ state: { count: 5 }, version: 1 });
  });

  describe("with a storage that answers asynchronously", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("returns what the storage answers in time", async () => {
      const storage = createSafeStorage<Saved>({
        resolveBackend: () => ({
          ...mapBackend(),
          getItem: async () => JSON.stringify({ state: { count: 7 }, version: 1 }),
        }),
      });

      await expect(storage.getItem("key")).resolves.toEqual({ state: { count: 7 }, version: 1 });
    });

    it("gives up after 5 s and ignores the late answer", async () => {
      let answer: (value: string) => void = () => {};
      const storage = createSafeStorage<Saved>({
        resolveBackend: () => ({
          ...mapBackend(),
          getItem: () => new Promise<string>((resolve) => (answer = resolve)),
        }),
      });
      let settled: unknown = "pending";
      void Promise.resolve(storage.getItem("key")).then((value) => (settled = value));

      await vi.advanceTimersByTimeAsync(HYDRATION_TIMEOUT_MS - 1);
      expect(settled).toBe("pending");
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBeNull();

      answer(JSON.stringify({ state: { count: 9 }, version: 1 }));
      await vi.runAllTimersAsync();
      expect(settled).toBeNull();
    });

    it("falls back to memory when the storage rejects", async () => {
      const storage = createSafeStorage<Saved>({
        resolveBackend: () => ({
          ...mapBackend(),
          getItem: () => Promise.reject(new Error("io")),
        }),
      });

      await expect(storage.getItem("key")).resolves.toBeNull();
    });
  });
});
