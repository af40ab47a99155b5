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
