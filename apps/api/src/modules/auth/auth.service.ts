import {
  type HeldRole,
  type LoginDoor,
  otpRules,
  type SendCodeResult,
  type SessionUser,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/app-error";
import type { SmsProvider } from "../../lib/sms";
import {
  cooldownError,
  dailyCapError,
  expiredCodeError,
  lockedError,
  noAccountError,
  wrongCodeError,
} from "./auth.errors";
import * as repo from "./auth.repo";
import { codeMatches, codeText, generateCode, hashCode } from "./otp";
import * as people from "./people.repo";
import * as rolesRepo from "./roles.repo";
import { toHeldRoles, toSessionUser } from "./session.service";

export interface AuthDeps {
  db: Database;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  otpSecret: string;
  dailySendsPerIp: number;
  now?: () => Date;
}

const second = 1000;
const day = 24 * 60 * 60 * second;

/**
 * Sends a one-time code. The answer is the same whether the number has an account or not (and
 * whatever roles it holds), and no user or role is looked up, so known and unknown numbers take
 * the same path: neither the answer nor its timing says who is registered.
 */
export async function sendLoginCode(
  deps: AuthDeps,
  input: { door: LoginDoor; mobile: string; ip: string },
): Promise<SendCodeResult> {
  const now = deps.now?.() ?? new Date();
  const { mobile, ip } = input;
  const code = generateCode();

  const { id } = await deps.db.transaction(async (tx) => {
    await repo.lockSends(tx, mobile, ip);

    const lock = await repo.findLock(tx, mobile);
    if (lock && lock.lockedUntil > now) {
      throw lockedError((lock.lockedUntil.getTime() - now.getTime()) / second);
    }

    const lastSent = await repo.newestCodeSentAt(tx, mobile);
    if (lastSent) {
      const waitMs = lastSent.getTime() + otpRules.resendCooldownSeconds * second - now.getTime();
      if (waitMs > 0) throw cooldownError(waitMs / second);
    }

    // A rolling 24 hours: a calendar day would let someone spend two caps around midnight.
    const dayAgo = new Date(now.getTime() - day);
    const toNumber = await repo.sendsSince(tx, { mobile }, dayAgo);
    if (toNumber.sends >= otpRules.dailySendsPerNumber) {
      throw dailyCapError("number", secondsUntilWindowFrees(toNumber.oldest, now));
    }
    const fromIp = await repo.sendsSince(tx, { ip }, dayAgo);
    if (fromIp.sends >= deps.dailySendsPerIp) {
      throw dailyCapError("ip", secondsUntilWindowFrees(fromIp.oldest, now));
    }

    await repo.invalidateLiveCodes(tx, mobile, now);
    return repo.insertCode(tx, {
      mobile,
      door: input.door,
      codeHash: hashCode(deps.otpSecret, mobile, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + otpRules.codeTtlSeconds * second),
    });
  });

  // Sent after the commit: a slow SMS gateway must not hold the number's lock.
  try {
    await deps.sms.send(mobile, codeText(code), { otp: code });
  } catch (error) {
    // The person never got this code: forget it, so neither the cooldown nor the caps count
    // it and they can try again at once.
    await repo.deleteCode(deps.db, id);
    deps.log.error({ err: error, mobile }, "sending the sign-in code failed");
    throw new AppError("sms_failed");
  }

  return {
    mobile,
    resend_after_seconds: otpRules.resendCooldownSeconds,
    expires_in_seconds: otpRules.codeTtlSeconds,
  };
}

function secondsUntilWindowFrees(oldest: Date | null, now: Date): number {
  if (!oldest) return day / second;
  return (oldest.getTime() + day - now.getTime()) / second;
}

type LoginOutcome =
  | { kind: "signed_in"; user: SessionUser }
  | { kind: "locked"; seconds: number }
  | { kind: "expired" }
  | { kind: "wrong"; triesLeft: number }
  | { kind: "refused"; error: AppError };

/**
 * Checks the code and says who signed in. Everything that counts (attempts, the lock, using
 * the code, creating the user) happens in one transaction holding the code's row lock, so
 * parallel guesses are counted one by one and a code signs in at most once. Refusals are
 * returned from the transaction rather than thrown, because throwing would roll back the
 * attempt that was just counted.
 */
export async function loginWithCode(
  deps: AuthDeps,
  input: { door: LoginDoor; mobile: string; code: string },
): Promise<{ user: SessionUser; registered: boolean }> {
  const now = deps.now?.() ?? new Date();
  const { door, mobile } = input;

  const outcome = await deps.db.transaction(async (tx): Promise<LoginOutcome> => {
    // Row lock first, then the lock table: a request that waited behind the fifth wrong
    // guess then sees the lock that guess wrote.
    const live = await repo.findLiveCodeForUpdate(tx, mobile);
    const lock = await repo.findLock(tx, mobile);
    if (lock && lock.lockedUntil > now) {
      return { kind: "locked", seconds: (lock.lockedUntil.getTime() - now.getTime()) / second };
    }
    if (!live || live.expiresAt <= now) return { kind: "expired" };

    if (!codeMatches(deps.otpSecret, mobile, input.code, live.codeHash)) {
      const attempts = live.attempts + 1;
      if (attempts < otpRules.maxWrongAttempts) {
        await repo.recordWrongAttempt(tx, live.id, attempts, null);
        return { kind: "wrong", triesLeft: otpRules.maxWrongAttempts - attempts };
      }
      const lockSeconds = otpRules.lockMinutes * 60;
      await repo.recordWrongAttempt(tx, live.id, attempts, now);
      await repo.lockNumber(tx, mobile, new Date(now.getTime() + lockSeconds * second));
      return { kind: "locked", seconds: lockSeconds };
    }

    const existing = await people.findByMobile(tx, mobile);
    // Said only to whoever holds the phone (the code matched), so it reveals nothing.
    if (existing?.blockedAt) return { kind: "refused", error: new AppError("account_blocked") };
    const held = existing ? toHeldRoles(await rolesRepo.listRoles(tx, existing.id)) : [];
    const refusal = refusalAtDoor(door, held);
    // The code stays usable: the person has the phone, and may take it to another door.
    if (refusal) return { kind: "refused", error: refusal };

    await repo.markCodeUsed(tx, live.id, now);
    const row = existing ?? (await people.insertUnregistered(tx, mobile));
    // The door chooses the role the session acts in, when the person holds it; otherwise the
    // session has none yet and the person registers that role next.
    const sessionRole = held.some((candidate) => candidate.role === door) ? door : null;
    return { kind: "signed_in", user: toSessionUser(row, held, sessionRole) };
  });

  switch (outcome.kind) {
    case "signed_in":
      return { user: outcome.user, registered: outcome.user.registration === "complete" };
    case "locked":
      throw lockedError(outcome.seconds);
    case "expired":
      throw expiredCodeError();
    case "wrong":
      throw wrongCodeError(outcome.triesLeft);
    case "refused":
      throw outcome.error;
  }
}

/**
 * Who may come in at which door. The customer, shop and driver doors take anyone (a role the
 * person does not hold yet is registered next); admin accounts are created by Kesht only.
 */
function refusalAtDoor(door: LoginDoor, held: readonly HeldRole[]): AppError | null {
  if (door !== "admin") return null;
  return held.some((candidate) => candidate.role === door) ? null : noAccountError();
}
