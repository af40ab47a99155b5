/**
 * PostgreSQL error codes a service turns into answers: two admins saving the same key at
 * once, or deleting a row something started to use a moment ago, are a 409, not a 500.
 * Drizzle wraps the driver's error (`cause`); PGlite and node-postgres both carry `code`.
 */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === "23505";
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === "23503";

/**
 * SQLSTATEs of a server that cannot take the query now: class 08 (the connection failed or
 * broke), a server shutting down or starting up (57P01–57P03), too many connections (53300).
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;

/** Socket errors of a server that is not there (stopped, restarting, unreachable). */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * node-postgres reports a connection lost mid-query, or a pool that could not open one in
 * time, by message only.
 */
const lostConnectionMessages =
  /connection terminated|timeout exceeded when trying to connect|not queryable|connection (is )?closed|cannot use a pool after calling end/i;

/**
 * Whether an error means the database cannot be reached, rather than that the query was
 * wrong: such a request is answered 503 with Retry-After (the client may try again shortly,
 * a balancer may try another instance), never a 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, errors } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && (socketCodes.has(code) || unavailableStates.test(code))) {
      return true;
    }
    if (typeof message === "string" && lostConnectionMessages.test(message)) return true;
    // A refused connection to a host with several addresses comes as an AggregateError.
    if (Array.isArray(errors) && errors.some(isDatabaseUnreachable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
