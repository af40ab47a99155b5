import { createHash, randomBytes } from "node:crypto";
import {
  type Role,
  registrationStates,
  roles,
  type SessionUser,
  sessionTtlDays,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import * as repo from "./session.repo";

const dayMs = 24 * 60 * 60 * 1000;
export const sessionTtlMs = sessionTtlDays * dayMs;
/** Writing last_seen_at on every request would turn every read into a write. */
const touchIntervalMs = 5 * 60 * 1000;
/** 32 random bytes in base64url. Anything else is not one of ours and costs no query. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Only the SHA-256 is stored: the token is 256 random bits, so no salt or slow hash is needed. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The public shape of a user row; the check constraints guarantee the unions. */
export function toSessionUser(row: repo.UserRow): SessionUser {
  return {
    id: row.id,
    mobile: row.mobile,
    role: roles.includes(row.role as Role) ? (row.role as Role) : null,
    name: row.name,
    email: row.email,
    registration: registrationStates.includes(row.registration as SessionUser["registration"])
      ? (row.registration as SessionUser["registration"])
      : "none",
  };
}

export async function createSession(
  db: Database,
  options: { userId: number; userAgent?: string; ip?: string; now?: Date },
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + sessionTtlMs);
  const { id } = await repo.insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId: options.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 512) ?? null,
    ip: options.ip ?? null,
  });
  return { token, sessionId: id, expiresAt };
}

/** The signed-in user for a token, or null when it is unknown, revoked or expired. */
export async function resolveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ sessionId: number; user: SessionUser } | null> {
  if (!tokenPattern.test(token)) return null;
  const found = await repo.findLiveSession(db, hashSessionToken(token), now);
  if (!found) return null;
  if (now.getTime() - found.lastSeenAt.getTime() > touchIntervalMs) {
    await repo.touchSession(db, found.sessionId, now);
  }
  return { sessionId: found.sessionId, user: toSessionUser(found.user) };
}

export async function revokeSession(db: Database, sessionId: number, now = new Date()) {
  await repo.revokeSession(db, sessionId, now);
}
