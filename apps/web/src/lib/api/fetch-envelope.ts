import type { Envelope } from "@kesht/contracts";
import { buildRequest } from "./build-request";
import { interpretOutcome } from "./interpret-outcome";
import { currentRequestContext } from "./request-context";
import { RequestError } from "./request-error";
import { describeRequest, type RequestOptions } from "./request-options";
import { fetchOutcome } from "./request-outcome";

/**
 * One call as a TanStack query function: resolves with the envelope on success, throws a
 * RequestError otherwise so the failure is never cached as data. Shows nothing by itself.
 */
export async function fetchEnvelope<T>(options: RequestOptions<T>): Promise<Envelope<T>> {
  const outcome = await fetchOutcome(buildRequest(options, currentRequestContext()));
  const interpreted = interpretOutcome<T>(outcome, options);
  if (interpreted.ok) return interpreted.envelope;
  throw new RequestError(interpreted.failure, describeRequest(options));
}
