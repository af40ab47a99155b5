import { createHash } from "node:crypto";
import { IDEMPOTENCY_HEADER } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error";

const { idempotencyKeys } = schema;

/** Keys are the client's: any text up to this length (a UUID per user action, typically). */
export const IDEMPOTENCY_KEY_MAX = 100;

/** The stored first answer: its HTTP status and the whole JSON body sent back. */
export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
}

/**
 * A JSON text of `value` with object keys in sorted order, so that the same body hashes
 * the same whichever order its fields were sent in.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
}

export function requestHash(body: unknown): string {
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}

/**
 * The request's `Idempotency-Key`. Calls that move money require one (422
 * `idempotency_key_required` without it): the web app makes one per user action, so a
 * double click or a retry sends the same key again.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key || key.length > IDEMPOTENCY_KEY_MAX) throw new AppError("idempotency_key_required");
  return key;
}

/**
 * Runs `work` at most once per (user, scope, key), in one database transaction with the
 * record of its answer:
 * - the first call inserts the key, runs the work and stores its answer;
 * - a repeat with the same body gets that stored answer and changes nothing;
 * - a repeat with another body is refused (422 `idempotency_key_reused`);
 * - a concurrent duplicate waits at the key's primary key until the first commits, then
 *   reads its answer, so the work never runs twice.
 * When the work fails, the transaction (the key row included) is rolled back: nothing
 * happened, and the same key may be tried again.
 */
export async function withIdempotency<T>(
  db: Database,
  options: { userId: number; scope: string; key: string; requestBody: unknown },
  work: (tx: Database) => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  const hash = requestHash(options.requestBody);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId: options.userId, scope: options.scope, key: options.key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });

    if (!claimed) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, options.userId),
            eq(idempotencyKeys.scope, options.scope),
            eq(idempotencyKeys.key, options.key),
          ),
        );
      if (!first || first.statusCode === null) throw new AppError("conflict");
      if (first.requestHash !== hash) throw new AppError("idempotency_key_reused");
      return { statusCode: first.statusCode, body: first.response as T, replayed: true };
    }

    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, response: answer.body as unknown })
      .where(
        and(
          eq(idempotencyKeys.userId, options.userId),
          eq(idempotencyKeys.scope, options.scope),
          eq(idempotencyKeys.key, options.key),
        ),
      );
    return { ...answer, replayed: false };
  });
}

/**
 * `withIdempotency` for a route: the signed-in user, the request's key (required) and its
 * body. Send the answer with `reply.status(answer.statusCode).send(answer.body)`.
 */
export function idempotentRequest<T>(
  request: FastifyRequest,
  scope: string,
  work: (tx: Database) => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  if (!request.user) throw new AppError("unauthenticated");
  return withIdempotency(
    request.server.db,
    {
      userId: request.user.id,
      scope,
      key: idempotencyKeyOf(request),
      requestBody: request.body ?? null,
    },
    work,
  );
}

/**
 * Forgets the request's key, so the same key may be tried again: for work that continues
 * after its transaction committed (a payment registered with its gateway) and then failed.
 */
export async function forgetIdempotencyKey(request: FastifyRequest, scope: string) {
  if (!request.user) return;
  await request.server.db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, request.user.id),
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, idempotencyKeyOf(request)),
      ),
    );
}
