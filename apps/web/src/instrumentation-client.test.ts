import { describe, expect, it } from "vitest";

describe("the browser's first script", () => {
  it("turns zod's compiled parsers off before zod loads, without loading it", async () => {
    await import("./instrumentation-client");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);

    // A parse under the setting compiles nothing: `Function` is never called.
    const { z } = await import("zod");
    const original = globalThis.Function;
    let compiled = 0;
    globalThis.Function = new Proxy(original, {
      apply(target, self, args) {
        compiled += 1;
        return Reflect.apply(target, self, args);
      },
      construct(target, args) {
        compiled += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ name: z.string() }).parse({ name: "Sara" })).toEqual({ name: "Sara" });
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toBe(0);
  });
});
