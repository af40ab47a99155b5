import type { Envelope } from "@kesht/contracts";
import { readEnvelope } from "./read-envelope";
import type { HttpMethod, RequestFailure } from "./request-options";
import type { RequestOutcome } from "./request-outcome";

export interface OutcomeContext {
  method: HttpMethod;
  acceptAnyStatus?: boolean;
}

export type InterpretedOutcome<T> =
  | { ok: true; envelope: Envelope<T> }
  | { ok: false; failure: RequestFailure };

const UNAUTHORIZED = 401;

/** Decides success or which failure an outcome is (SPEC §8); no side effects. */
export function interpretOutcome<T>(
  outcome: RequestOutcome,
  context: OutcomeContext,
): InterpretedOutcome<T> {
  if (outcome.type === "thrown") return { ok: false, failure: failureOfThrown(outcome.error) };

  const { status } = outcome;
  // The envelope's `data` is whatever the endpoint promises; the caller names it with T.
  const envelope = readEnvelope(outcome.body) as Envelope<T> | null;
  if (context.acceptAnyStatus && envelope) return { ok: true, envelope };
  if (status === UNAUTHORIZED) return fail({ kind: "unauthorized", status, envelope });
  if (status >= 200 && status < 300) {
    if (!envelope) return fail({ kind: "unknown", status });
    if (envelope.status === "success") return { ok: true, envelope };
    return fail({ kind: "envelope", status, envelope });
  }
  return fail({ kind: "http", status, envelope });
}

function fail(failure: {
  kind: RequestFailure["kind"];
  status: number;
  envelope?: Envelope<unknown> | null;
}): InterpretedOutcome<never> {
  const { envelope, ...rest } = failure;
  return { ok: false, failure: envelope ? { ...rest, envelope } : rest };
}

function failureOfThrown(error: unknown): RequestFailure {
  if (statusOfThrown(error) === UNAUTHORIZED) {
    return { kind: "unauthorized", status: UNAUTHORIZED, cause: error };
  }
  // fetch rejects with a TypeError when no answer arrives (offline, DNS, refused, reset).
  if (error instanceof TypeError) return { kind: "network", cause: error };
  return { kind: "unknown", cause: error };
}

/** HTTP clients put the status on the error (`status`) or on its response (`response.status`). */
function statusOfThrown(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  if ("status" in error && typeof error.status === "number") return error.status;
  if ("response" in error && typeof error.response === "object" && error.response !== null) {
    const { response } = error;
    if ("status" in response && typeof response.status === "number") return response.status;
  }
  return undefined;
}
