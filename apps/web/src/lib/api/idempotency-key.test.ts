// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createIdempotencyKeyHolder, fingerprintOf, outcomeOfFailure } from "./idempotency-key";

function counterKeys() {
  let n = 0;
  return () => {
    n += 1;
    return `key-${n}`;
  };
}

const body = { cart_id: 3, address_id: 9, payment_method: "wallet" };

describe("the idempotency key holder", () => {
  it("gives the same key for the same body, so a double click is one request", () => {
    const holder = createIdempotencyKeyHolder(counterKeys());
    expect(holder.keyFor(body)).toBe("key-1");
    expect(holder.keyFor({ ...body })).toBe("key-1");
  });

  it("keeps the key after an unknown outcome, so a retry is the same request", () => {
    const holder = createIdempotencyKeyHolder(counterKeys());
    holder.keyFor(body);
    holder.settle("unknown");
    expect(holder.keyFor(body)).toBe("key-1");
  });

  it("starts a new attempt after the server answered", () => {
    const holder = createIdempotencyKeyHolder(counterKeys());
    holder.keyFor(body);
    holder.settle("answered");
    expect(holder.keyFor(body)).toBe("key-2");
  });

  it("gives a new key when the body changed", () => {
    const holder = createIdempotencyKeyHolder(counterKeys());
    holder.keyFor(body);
    expect(holder.keyFor({ ...body, payment_method: "gateway", gateway: "sandbox" })).toBe("key-2");
  });

  it("makes random UUIDs by default", () => {
    const key = createIdempotencyKeyHolder().keyFor(body);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("fingerprintOf", () => {
  it("ignores key order and undefined values", () => {
    expect(fingerprintOf({ a: 1, b: 2 })).toBe(fingerprintOf({ b: 2, a: 1, c: undefined }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });
});

describe("outcomeOfFailure", () => {
  it("treats a refusal as answered and a lost or failed answer as unknown", () => {
    expect(outcomeOfFailure({ kind: "http", status: 409 })).toBe("answered");
    expect(outcomeOfFailure({ kind: "http", status: 422 })).toBe("answered");
    expect(outcomeOfFailure({ kind: "envelope", status: 200 })).toBe("answered");
    expect(outcomeOfFailure({ kind: "unauthorized", status: 401 })).toBe("answered");
    expect(outcomeOfFailure({ kind: "http", status: 502 })).toBe("unknown");
    expect(outcomeOfFailure({ kind: "network" })).toBe("unknown");
    expect(outcomeOfFailure({ kind: "unknown" })).toBe("unknown");
    expect(outcomeOfFailure(undefined)).toBe("unknown");
  });
});
