import type { RequestFailure } from "@/lib/api";

/**
 * The Idempotency-Key of a request that moves money (a checkout, a payment, a cash-out;
 * docs/commerce-api.md): one per attempt at one body, so a double click or a retry after a lost
 * answer is the same request to the server and never a second order or charge. A changed body is another attempt and gets a new key (the server
 * refuses a key reused with another body).
 */
export interface IdempotencyKeyHolder {
  /** The key for sending this body now: the same as last time while the body is the same. */
  keyFor(body: Record<string, unknown>): string;
  /**
   * After an answer: "answered" (the server decided; a new try is a new attempt) forgets the
   * key, "unknown" (no answer, or a server failure that may have done the work) keeps it.
   */
  settle(outcome: "answered" | "unknown"): void;
}

/** A body as text with its keys in order, so two equal bodies always compare equal. */
export function fingerprintOf(body: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(body)
      .sort()
      .filter((key) => body[key] !== undefined)
      .map((key) => [key, body[key]]),
  );
}

export function createIdempotencyKeyHolder(
  generate: () => string = () => crypto.randomUUID(),
): IdempotencyKeyHolder {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body) {
      const fingerprint = fingerprintOf(body);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: generate() };
      return current.key;
    },
    settle(outcome) {
      if (outcome === "answered") current = null;
    },
  };
}

/**
 * Whether a failed checkout may still have been done on the server: no answer at all, or a
 * server-side failure. A refusal (4xx, or a refusal in the envelope) is a considered answer.
 */
export function outcomeOfFailure(failure: RequestFailure | undefined): "answered" | "unknown" {
  if (!failure) return "unknown";
  if (failure.kind === "network" || failure.kind === "unknown") return "unknown";
  if (failure.kind === "http" && (failure.status === undefined || failure.status >= 500)) {
    return "unknown";
  }
  return "answered";
}
