// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createIdempotencyKeyHolder } from "./idempotency-key";
import { type AttemptOutcome, createIdempotentSubmit } from "./use-idempotent-submit";

function setUp() {
  let counter = 0;
  const sendingStates: boolean[] = [];
  const submitOnce = createIdempotentSubmit(
    createIdempotencyKeyHolder(() => `key-${++counter}`),
    (isSending) => sendingStates.push(isSending),
  );
  const sentKeys: string[] = [];
  const attempt = (outcome: AttemptOutcome, body: Record<string, unknown> = { amount: 5 }) =>
    submitOnce(async (keyFor) => {
      sentKeys.push(keyFor(body));
      return outcome;
    });
  return { submitOnce, attempt, sentKeys, sendingStates };
}

describe("useIdempotentSubmit", () => {
  it("keeps the key across retries of the same body while the outcome is unknown", async () => {
    const { attempt, sentKeys } = setUp();
    await attempt("unknown");
    await attempt("unknown");
    expect(sentKeys).toEqual(["key-1", "key-1"]);
  });

  it("renews the key once the server has answered, and for another body", async () => {
    const { attempt, sentKeys } = setUp();
    await attempt("answered");
    await attempt("unknown");
    await attempt("unknown", { amount: 6 });
    expect(sentKeys).toEqual(["key-1", "key-2", "key-3"]);
  });

  it("sends one attempt at a time: a double click is ignored", async () => {
    const { submitOnce, sentKeys, sendingStates } = setUp();
    let finish: (outcome: AttemptOutcome) => void = () => {};
    const first = submitOnce(async (keyFor) => {
      sentKeys.push(keyFor({ amount: 5 }));
      return new Promise<AttemptOutcome>((resolve) => {
        finish = resolve;
      });
    });
    await submitOnce(async (keyFor) => {
      sentKeys.push(keyFor({ amount: 5 }));
      return "answered";
    });
    finish("answered");
    await first;
    expect(sentKeys).toEqual(["key-1"]);
    expect(sendingStates).toEqual([true, false]);
  });

  it("stays sending while the page leaves, so nothing is sent twice", async () => {
    const { attempt, sentKeys, sendingStates } = setUp();
    await attempt("leaving");
    await attempt("answered");
    expect(sentKeys).toEqual(["key-1"]);
    expect(sendingStates).toEqual([true]);
  });
});
