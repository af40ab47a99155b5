import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import {
  type DeliveredBody,
  type DeliveryNoCodeReason,
  deliveryCodeRules,
  fieldErrorsOf,
  toPersianDigits,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { notify } from "../notifications/notifications.service";
import * as repo from "./delivery-codes.repo";

/*
 * The delivery code (decision 030): made when an order goes on the way, told to its customer,
 * typed by its carrier to prove the handover. Five wrong codes lock it; the lock is lifted by
 * an admin, or by proving the delivery without the code (a reason and a photo).
 */

/**
 * What the carrier brings as proof: the customer's code, or why there is none and a photo;
 * with either, where the handover happened when the carrier's device could tell.
 */
export type DeliveryProofInput = (
  | { method: "code"; code: string; photoFileId?: string }
  | { method: "no_code"; reason: DeliveryNoCodeReason; photoFileId: string }
) & { place?: { latitude: number; longitude: number } };

/** The validated body of a "delivered" call as the flows take it. */
export function proofFromBody(body: DeliveredBody): DeliveryProofInput {
  const photo = body.photo_file_id ? { photoFileId: body.photo_file_id } : {};
  const place =
    body.latitude !== undefined && body.longitude !== undefined
      ? { place: { latitude: body.latitude, longitude: body.longitude } }
      : {};
  if (body.no_code_reason !== undefined && body.photo_file_id !== undefined) {
    return {
      method: "no_code",
      reason: body.no_code_reason,
      photoFileId: body.photo_file_id,
      ...place,
    };
  }
  return { method: "code", code: body.code ?? "", ...photo, ...place };
}

function newCode(): string {
  return String(randomInt(0, 10 ** deliveryCodeRules.length)).padStart(
    deliveryCodeRules.length,
    "0",
  );
}

/** Bound to the order, so one order's hash says nothing about another's code. */
function hashOf(orderId: number, code: string): string {
  return createHash("sha256").update(`${orderId}:${code}`).digest("hex");
}

function matches(orderId: number, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOf(orderId, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Orders that just went on the way get their codes, each told to its customer in the same
 * transaction (the notification's channels send it on). An order that already has one keeps it.
 */
export async function issueDeliveryCodes(
  tx: Database,
  orders: readonly { id: number; customerId: number }[],
): Promise<void> {
  for (const order of orders) {
    const code = newCode();
    const issued = await repo.insertCode(tx, {
      orderId: order.id,
      code,
      codeHash: hashOf(order.id, code),
    });
    if (!issued) continue;
    await notify(tx, {
      userId: order.customerId,
      role: "customer",
      kind: "delivery_code",
      subjectId: order.id,
      params: { code },
    });
  }
}

/** The code the customer reads on their order page, while it can still be used. */
export async function customerDeliveryCode(db: Database, orderId: number): Promise<string | null> {
  const row = await repo.findCode(db, orderId);
  return row && row.usedAt === null ? row.code : null;
}

const locked = () => new AppError("delivery_code_locked");

function wrong(attemptsLeft: number | null) {
  const base = new AppError("delivery_code_wrong");
  const messages =
    attemptsLeft === null
      ? base.messages
      : {
          en: `${base.messages.en} ${attemptsLeft === 1 ? "1 try is" : `${attemptsLeft} tries are`} left before it locks.`,
          fa: `${base.messages.fa} ${toPersianDigits(String(attemptsLeft))} بار دیگر می‌توانید امتحان کنید و سپس کد قفل می‌شود.`,
        };
  return new AppError("delivery_code_wrong", {
    messages,
    fieldErrors: fieldErrorsOf({ code: "code_invalid" }),
  });
}

/**
 * Checks a typed code, on `db` itself (never inside the delivery's transaction): a wrong code
 * is counted in its own statement, so the count stays when the request fails. 422 for a wrong
 * code (with the tries left), 423 once locked, 409 when the code was already spent.
 */
export async function checkDeliveryCode(
  db: Database,
  orderId: number,
  code: string,
): Promise<void> {
  const row = await repo.findCode(db, orderId);
  // An order put on the way before codes existed has none: it is proven without one.
  if (!row) throw wrong(null);
  if (row.usedAt) throw new AppError("invalid_transition");
  if (row.lockedAt) throw locked();
  if (matches(orderId, code, row.codeHash)) return;
  const counted = await repo.countWrongAttempt(db, orderId, deliveryCodeRules.maxAttempts);
  if (!counted) {
    const now = await repo.findCode(db, orderId);
    throw now?.usedAt ? new AppError("invalid_transition") : locked();
  }
  if (counted.locked) throw locked();
  throw wrong(deliveryCodeRules.maxAttempts - counted.attempts);
}

/**
 * Spends the code inside the delivery's transaction. With the code, only an unlocked, unspent
 * one (a second delivery with the same code finds it spent: 409); without it, any unspent one,
 * lifting a lock.
 */
export async function spendDeliveryCode(
  tx: Database,
  orderId: number,
  proof: DeliveryProofInput,
): Promise<void> {
  const requireUnlocked = proof.method === "code";
  if (await repo.spendCode(tx, orderId, { requireUnlocked })) return;
  const row = await repo.findCode(tx, orderId);
  if (!row) {
    if (proof.method === "no_code") return;
    throw wrong(null);
  }
  if (row.usedAt) throw new AppError("invalid_transition");
  throw locked();
}

/** Whether five wrong codes locked the order's code, for the admins' order page. */
export async function isDeliveryCodeLocked(db: Database, orderId: number): Promise<boolean> {
  const row = await repo.findCode(db, orderId);
  return Boolean(row && row.usedAt === null && row.lockedAt !== null);
}

/** An admin lifts a locked code (the customer keeps the same code): 409 when it is not locked. */
export async function unlockDeliveryCode(db: Database, orderId: number): Promise<void> {
  if (!(await repo.unlockCode(db, orderId))) throw new AppError("delivery_code_not_locked");
}
