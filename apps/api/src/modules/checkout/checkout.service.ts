import {
  type checkoutBodySchema,
  type FieldErrors,
  fieldErrorsOf,
  needsTimeBlock,
  type ValidationMessageKey,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import * as repo from "./checkout.repo";
import { checkoutProblems } from "./checkout.rules";

export type CheckoutInput = z.output<typeof checkoutBodySchema>;

function invalid(problems: Parameters<typeof fieldErrorsOf>[0]): AppError {
  return new AppError("validation_failed", { fieldErrors: fieldErrorsOf(problems) });
}

/** 422 unless the body holds together on its own (dates, time window, gateway named). */
export function assertCheckoutInput(input: CheckoutInput, now: Date): void {
  const problems = checkoutProblems(input, now);
  if (Object.keys(problems).length > 0) throw invalid(problems);
}

/**
 * 422 unless the package type and the time block exist; answers the time block the order
 * keeps (a pickup has no delivery window: one sent with it is not kept).
 */
export async function checkedTimeBlock(
  tx: Database,
  input: CheckoutInput,
): Promise<{ id: number; startsAt: string } | null> {
  const problems: Record<string, ValidationMessageKey> = {};
  const timeBlockId = needsTimeBlock(input.send_method) ? (input.time_block_id ?? null) : null;
  const { packageTypeExists, timeBlock } = await repo.findChoices(tx, {
    packageTypeId: input.package_type_id,
    timeBlockId,
  });
  if (!packageTypeExists) problems.package_type_id = "invalid_choice";
  if (timeBlockId !== null && !timeBlock) problems.time_block_id = "invalid_choice";
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return timeBlock ?? null;
}

/** 404 for a cart with nothing in it. */
export function emptyCart(): AppError {
  return new AppError("cart_not_found", {
    messages: { en: "This cart is empty.", fa: "این سبد خرید خالی است." },
  });
}

/** A send method this address cannot have: the option's own note is the field's message. */
export function sendMethodUnavailable(note: { fa: string | null; en: string | null }): AppError {
  const fieldErrors: FieldErrors = {
    fa: { send_method: note.fa ?? "این روش ارسال برای این نشانی در دسترس نیست." },
    en: { send_method: note.en ?? "This send method is not available for this address." },
  };
  return new AppError("validation_failed", { fieldErrors });
}
