import {
  type DiscountCheck,
  type DiscountCode,
  type DiscountCodeBodyParsed,
  type DiscountCodePage,
  type DiscountCodeUpdateBodyParsed,
  type DiscountFunder,
  errorMessages,
  rialsToToman,
  tomanToRials,
  toPersianDigits,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { type PageQuery, paged } from "../../lib/paged";
import { recordAdminAction } from "../audit/audit.service";
import { todayIn } from "../checkout/checkout.rules";
import * as repo from "./discounts.repo";
import { discountRialsOf, fundedBy, type Refusal, refusalOf } from "./discounts.rules";

/**
 * Discount codes (issue 30 item 3, docs/decisions/040-discount-codes.md): a shop manages its
 * own, the admins the platform's (`sellerId` null), and checkout applies one under the code's
 * row lock so no limit is passed however many checkouts run at once.
 */

/** Whose codes a request manages: a shop (its user id) or the platform (null). */
export interface CodeOwner {
  sellerId: number | null;
  actorId: number;
}

function termsOf(body: DiscountCodeUpdateBodyParsed) {
  return {
    kind: body.kind,
    percent: body.kind === "percent" ? body.percent : null,
    amountRials:
      body.kind === "amount" && body.amount_toman !== null ? tomanToRials(body.amount_toman) : null,
    minBasketRials: tomanToRials(body.min_basket_toman ?? 0),
    perPersonLimit: body.per_person_limit,
    totalLimit: body.total_limit,
    startsOn: body.starts_on,
    endsOn: body.ends_on,
    active: body.active,
  };
}

function toCode(row: repo.DiscountCodeRow, usedCount: number): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    funded_by: fundedBy(row),
    kind: row.kind,
    percent: row.percent,
    amount_rials: row.amountRials,
    min_basket_rials: row.minBasketRials,
    per_person_limit: row.perPersonLimit,
    total_limit: row.totalLimit,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    active: row.active,
    used_count: usedCount,
    created_at: row.createdAt.toISOString(),
  };
}

async function shown(db: Database, row: repo.DiscountCodeRow): Promise<DiscountCode> {
  return toCode(row, (await repo.useCounts(db, [row.id])).get(row.id) ?? 0);
}

/**
 * A platform code's change is an admin's action: written to the audit log in the change's
 * transaction. A shop's own codes are the shop's business.
 */
async function auditPlatformCode(
  tx: Database,
  owner: CodeOwner,
  change: { action: "create" | "update"; id: number; before: unknown; after: unknown },
): Promise<void> {
  if (owner.sellerId !== null) return;
  await recordAdminAction(tx, {
    adminUserId: owner.actorId,
    action: `discount_code.${change.action}`,
    targetKind: "discount_code",
    targetId: change.id,
    before: change.before,
    after: change.after,
  });
}

/** A new code of the owner's; 409 when the code is anyone's already. */
export async function createCode(
  db: Database,
  owner: CodeOwner,
  body: DiscountCodeBodyParsed,
): Promise<DiscountCode> {
  return db.transaction(async (tx) => {
    const row = await repo.insertCode(tx, {
      ...termsOf(body),
      code: body.code,
      sellerId: owner.sellerId,
      createdBy: owner.actorId,
    });
    if (!row) throw new AppError("discount_code_taken");
    const code = toCode(row, 0);
    await auditPlatformCode(tx, owner, { action: "create", id: row.id, before: null, after: code });
    return code;
  });
}

/** Changes the terms of one of the owner's codes (switching it off is `active: false`). */
export async function updateCode(
  db: Database,
  owner: CodeOwner,
  id: number,
  body: DiscountCodeUpdateBodyParsed,
): Promise<DiscountCode> {
  return db.transaction(async (tx) => {
    const before = await repo.lockOwnCode(tx, { id, sellerId: owner.sellerId });
    if (!before) throw new AppError("discount_code_not_found");
    const row = await repo.updateOwnCode(tx, { id, sellerId: owner.sellerId }, termsOf(body));
    if (!row) throw new AppError("discount_code_not_found");
    const code = await shown(tx, row);
    await auditPlatformCode(tx, owner, {
      action: "update",
      id,
      before: toCode(before, code.used_count),
      after: code,
    });
    return code;
  });
}

/** The owner's codes, newest first, each with its uses. */
export function listCodes(
  db: Database,
  sellerId: number | null,
  query: PageQuery,
): Promise<DiscountCodePage> {
  return paged(
    query,
    (window) => repo.listOwnCodes(db, sellerId, window),
    async (rows) => {
      const uses = await repo.useCounts(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toCode(row, uses.get(row.id) ?? 0));
    },
  );
}

/** The refusal as an error; "below the minimum" names the minimum in the reader's words. */
function refused(refusal: Refusal, code: repo.DiscountCodeRow): AppError {
  if (refusal !== "discount_code_below_minimum") return new AppError(refusal);
  const toman = rialsToToman(code.minBasketRials).toLocaleString("en-US");
  const base = errorMessages(refusal);
  return new AppError(refusal, {
    messages: {
      en: `${base.en} (The minimum is ${toman} toman.)`,
      fa: `${base.fa} (حداقل ${toPersianDigits(toman.replaceAll(",", "٬"))} تومان است.)`,
    },
  });
}

export interface Basket {
  customerId: number;
  sellerId: number;
  itemsTotalRials: number;
  now: Date;
}

export interface AppliedDiscount {
  codeId: number;
  code: string;
  fundedBy: DiscountFunder;
  discountRials: number;
}

async function judge(
  db: Database,
  row: repo.DiscountCodeRow | undefined,
  basket: Basket,
): Promise<AppliedDiscount> {
  if (!row) throw new AppError("discount_code_unknown");
  const uses = await repo.usesOf(db, row.id, basket.customerId);
  const refusal = refusalOf(row, {
    today: todayIn(basket.now),
    sellerId: basket.sellerId,
    itemsTotalRials: basket.itemsTotalRials,
    usedCount: uses.all,
    usedByPerson: uses.byPerson,
  });
  if (refusal) throw refused(refusal, row);
  return {
    codeId: row.id,
    code: row.code,
    fundedBy: fundedBy(row),
    discountRials: discountRialsOf(row, basket.itemsTotalRials),
  };
}

/** What `code` would take off a basket now, or why not: a read, nothing is held. */
export async function checkCode(
  db: Database,
  code: string,
  basket: Basket,
): Promise<DiscountCheck> {
  const applied = await judge(db, await repo.findCodeByText(db, code), basket);
  return {
    code: applied.code,
    funded_by: applied.fundedBy,
    items_total_rials: basket.itemsTotalRials,
    discount_rials: applied.discountRials,
  };
}

/**
 * Applies `code` inside the checkout's transaction: the code's row is locked first, so the
 * uses counted are every use committed before, and the use this order takes
 * (`recordRedemption`, same transaction) is counted by every checkout after.
 */
export async function applyCode(
  tx: Database,
  code: string,
  basket: Basket,
): Promise<AppliedDiscount> {
  return judge(tx, await repo.lockCodeByText(tx, code), basket);
}

/** The order holds one use of the code until it is cancelled. */
export function recordRedemption(
  tx: Database,
  input: { applied: AppliedDiscount; orderId: number; customerId: number },
): Promise<void> {
  return repo.insertRedemption(tx, {
    codeId: input.applied.codeId,
    orderId: input.orderId,
    customerId: input.customerId,
    discountRials: input.applied.discountRials,
  });
}

/**
 * A cancelled order gives its use back (any path: a customer, a shop, an admin, an expired or
 * replaced payment). Nothing when it held none.
 */
export function giveDiscountUseBack(tx: Database, orderId: number): Promise<boolean> {
  return repo.deleteRedemption(tx, orderId);
}
