import type { RequestFailure } from "./request-options";

/** Thrown inside TanStack query functions so failed answers are never cached as data. */
export class RequestError extends Error {
  override readonly name = "RequestError";

  constructor(
    readonly failure: RequestFailure,
    description: string,
  ) {
    super(
      `${description} failed: ${failure.kind}${failure.status === undefined ? "" : ` (HTTP ${failure.status})`}`,
    );
  }
}
