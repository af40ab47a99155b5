import { describe, expect, it } from "vitest";
import { assertSupportTransition } from "./support.states";

describe("a support thread's lifecycle", () => {
  it("goes between open and answered until an admin closes it, and never reopens", () => {
    expect(() => assertSupportTransition("open", "answered")).not.toThrow();
    expect(() => assertSupportTransition("answered", "open")).not.toThrow();
    expect(() => assertSupportTransition("answered", "answered")).not.toThrow();
    expect(() => assertSupportTransition("open", "closed")).not.toThrow();
    expect(() => assertSupportTransition("answered", "closed")).not.toThrow();
    for (const to of ["open", "answered", "closed"] as const) {
      expect(() => assertSupportTransition("closed", to)).toThrow(
        expect.objectContaining({ code: "conversation_closed", statusCode: 409 }),
      );
    }
  });
});
