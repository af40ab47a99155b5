import { createHash, randomBytes } from "node:crypto";
import {
  type HeldRole,
  type Role,
  roles,
  type SessionUser,
  sessionTtlDays,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import * as rolesRepo from "./roles.repo";
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

/** Role rows as the contract has them, in the order of `roles`; the check constraints hold the unions. */
export function toHeldRoles(rows: readonly repo.RoleCells[]): HeldRole[] {
  return roles.flatMap((role) => {
    const row = rows.find((candidate) => candidate.role === role);
    if (!row) return [];
    return [{ role, registration: row.registration === "shop_step1" ? "shop_step1" : "complete" }];
  });
}

/**
 * The public shape of a person acting in `sessionRole`. A role the person no longer holds
 * does not count: the session then acts in none.
 */
export function toSessionUser(
  row: repo.UserRow,
  held: readonly HeldRole[],
  sessionRole: string | null,
): SessionUser {
  const active = held.find((candidate) => candidate.role === sessionRole) ?? null;
  return {
    id: row.id,
    mobile: row.mobile,
    role: active?.role ?? null,
    name: row.name,
    email: row.email,
    registration: active?.registration ?? "none",
    roles: [...held],
  };
}

/** The person behind `userId` acting in `sessionRole`, read afresh (after a change to roles). */
export async function loadSessionUser(
  db: Database,
  row: repo.UserRow,
  sessionRole: Role | null,
): Promise<SessionUser> {
  return toSessionUser(row, toHeldRoles(await rolesRepo.listRoles(db, row.id)), sessionRole);
}

export async function createSession(
  db: Database,
  options: { userId: number; role: Role | null; userAgent?: string; ip?: string; now?: Date },
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + sessionTtlMs);
  const { id } = await repo.insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId: options.userId,
    role: options.role,
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
  const held = toHeldRoles(repo.parseRoleCells(found.roles));
  return { sessionId: found.sessionId, user: toSessionUser(found.user, held, found.role) };
}

/**
 * Makes the session act in `role` (inside the caller's transaction when there is one). The
 * person must hold it: the code they verified at sign-in already proved the number is theirs,
 * so a role they hold needs no new code, and one they do not hold is refused.
 */
export async function actInRole(
  db: Database,
  input: { sessionId: number; user: SessionUser; role: Role },
): Promise<SessionUser> {
  const held = toHeldRoles(await rolesRepo.listRoles(db, input.user.id));
  const chosen = held.find((candidate) => candidate.role === input.role);
  if (!chosen) throw new AppError("role_not_held");
  await rolesRepo.setSessionRole(db, input.sessionId, chosen.role);
  return { ...input.user, role: chosen.role, registration: chosen.registration, roles: held };
}

export async function revokeSession(db: Database, sessionId: number, now = new Date()) {
  await repo.revokeSession(db, sessionId, now);
}

/** Signs a person out on every device (a block); answers how many sessions were open. */
export function signOutEverywhere(db: Database, userId: number, now = new Date()) {
  return repo.revokeAllSessions(db, userId, now);
}

export const listPersonSessions = (db: Database, userId: number) =>
  repo.listSessions(db, userId, 50);
