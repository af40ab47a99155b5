import {
  type AdminCashRequest,
  type AdminCashRequestPage,
  type adminCashRequestsPageQuerySchema,
  type CashRequest,
  type CashRequestStatus,
  type cashRequestDecisionBodySchema,
  fieldErrorsOf,
  type SessionUser,
  tomanToRials,
} from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, lt } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { paged } from "../../lib/paged";
import { recordAdminAction } from "../audit/audit.service";
import { payCashOut, rejectCashOut, reserveCashOut } from "../ledger/ledger.postings";
import { walletKindFor } from "../ledger/ledger.service";
import { notifyCashOutDecided } from "../notifications/notifications.service";
import { assertCashRequestTransition } from "./cash-requests.states";

const { cashRequests, drivers, ledgerAccounts, ledgerEntries, ledgerTransactions, sellers, users } =
  schema;

type CashRequestRow = typeof cashRequests.$inferSelect;

/** The admin's queue is one screen; older decided requests stay in the ledger and reports. */
const ADMIN_LIST_LIMIT = 200;

function toCashRequest(row: CashRequestRow): CashRequest {
  return {
    id: row.id,
    user_id: row.userId,
    amount_rials: row.amountRials,
    sheba: row.sheba,
    status: row.status,
    rejection_reason: row.rejectionReason,
    bank_reference: row.bankReference,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

const shortOfBalance = new AppError("insufficient_balance", {
  messages: {
    en: "Your wallet balance is less than this amount.",
    fa: "موجودی کیف پول شما کمتر از این مبلغ است.",
  },
});

/**
 * A cash-out request (customer, shop or driver), inside the caller's transaction: the amount moves
 * from the wallet to the user's reserved account at once, so it cannot be spent twice while
 * the admin decides. Customers give the Sheba to pay to; a shop or a driver is paid to the profile's.
 */
export async function createCashRequest(
  tx: Database,
  user: SessionUser,
  body: { amount_toman: number; sheba?: string },
): Promise<CashRequest> {
  let sheba: string;
  if (user.role === "seller") {
    const [shop] = await tx
      .select({ sheba: sellers.sheba })
      .from(sellers)
      .where(eq(sellers.userId, user.id));
    if (!shop) throw new AppError("shop_registration_incomplete");
    sheba = shop.sheba;
  } else if (user.role === "driver") {
    const [driver] = await tx
      .select({ sheba: drivers.sheba })
      .from(drivers)
      .where(eq(drivers.userId, user.id));
    if (!driver) throw new AppError("driver_registration_required");
    sheba = driver.sheba;
  } else {
    if (!body.sheba) {
      throw new AppError("validation_failed", {
        fieldErrors: fieldErrorsOf({ sheba: "required" }),
      });
    }
    sheba = body.sheba;
  }

  const amountRials = tomanToRials(body.amount_toman);
  const [row] = await tx
    .insert(cashRequests)
    .values({ userId: user.id, role: walletRole(user), amountRials, sheba })
    .returning();
  if (!row) throw new Error("the cash request was not stored");
  await reserveCashOut(
    tx,
    { walletKind: walletKindFor(user.role), userId: user.id, cashRequestId: row.id, amountRials },
    shortOfBalance,
  );
  return toCashRequest(row);
}

/** Whose wallet the session's requests come from: a person may hold a customer's, a shop's and a driver's. */
export function walletRole(user: SessionUser): "customer" | "seller" | "driver" {
  if (user.role === "seller" || user.role === "driver") return user.role;
  return "customer";
}

/** The requests from the session's wallet, newest first. */
export async function listCashRequests(db: Database, user: SessionUser): Promise<CashRequest[]> {
  const rows = await db
    .select()
    .from(cashRequests)
    .where(and(eq(cashRequests.userId, user.id), eq(cashRequests.role, walletRole(user))))
    .orderBy(desc(cashRequests.createdAt), desc(cashRequests.id));
  return rows.map(toCashRequest);
}

function requesterRole(role: string): "customer" | "seller" | "driver" {
  return role === "seller" || role === "driver" ? role : "customer";
}

/** How the admin's lists order and cut the rows. */
interface AdminListWindow {
  sort: "created_at" | "amount";
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

const oneRow: AdminListWindow = { sort: "created_at", order: "asc", limit: 1, offset: 0 };

async function adminViews(db: Database, where: ReturnType<typeof eq>, window: AdminListWindow) {
  const direction = window.order === "asc" ? asc : desc;
  const column = window.sort === "amount" ? cashRequests.amountRials : cashRequests.createdAt;
  const rows = await db
    .select({
      request: cashRequests,
      name: users.name,
      mobile: users.mobile,
      storeName: sellers.storeName,
      storeNameEn: sellers.storeNameEn,
    })
    .from(cashRequests)
    .innerJoin(users, eq(users.id, cashRequests.userId))
    .leftJoin(sellers, eq(sellers.userId, cashRequests.userId))
    .where(where)
    // The id breaks ties, so a page boundary never repeats or skips a request.
    .orderBy(direction(column), direction(cashRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(
    (row): AdminCashRequest => ({
      ...toCashRequest(row.request),
      requester: {
        id: row.request.userId,
        name: row.name,
        mobile: row.mobile,
        role: requesterRole(row.request.role),
        store_name: row.request.role === "seller" ? row.storeName : null,
        store_name_en: row.request.role === "seller" ? row.storeNameEn : null,
      },
    }),
  );
}

/** The admin's list by status: pending ones oldest first (a queue), others newest first. */
export async function listCashRequestsForAdmin(
  db: Database,
  status: CashRequestStatus,
): Promise<AdminCashRequest[]> {
  return adminViews(db, eq(cashRequests.status, status), {
    sort: "created_at",
    order: status === "pending" ? "asc" : "desc",
    limit: ADMIN_LIST_LIMIT,
    offset: 0,
  });
}

/** The admin's list as the console's table pages it: one status, sorted, a page at a time. */
export async function pageCashRequestsForAdmin(
  db: Database,
  query: z.output<typeof adminCashRequestsPageQuerySchema>,
): Promise<AdminCashRequestPage> {
  return paged(
    query,
    (window) =>
      adminViews(db, eq(cashRequests.status, query.status), {
        sort: query.sort,
        order: query.order,
        ...window,
      }),
    (rows) => rows,
  );
}

/**
 * The wallet a request's money came from, read from its reserving transaction: a rejected
 * request goes back exactly there.
 */
async function sourceWallet(tx: Database, cashRequestId: number) {
  const [source] = await tx
    .select({ kind: ledgerAccounts.kind })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.cashRequestId, cashRequestId),
        eq(ledgerTransactions.kind, "cash_out_request"),
        lt(ledgerEntries.amountRials, 0),
      ),
    );
  if (
    source?.kind !== "customer_wallet" &&
    source?.kind !== "seller_wallet" &&
    source?.kind !== "driver_wallet"
  ) {
    throw new Error(`cash request ${cashRequestId} has no reserving transaction`);
  }
  return source.kind;
}

/**
 * The admin's decision: paid (reserved → paid out, with the bank's reference) or rejected
 * (reserved → back to the wallet, with a reason). Only a pending request can be decided;
 * the row is locked, so two admins deciding at once cannot both succeed.
 */
export async function decideCashRequest(
  db: Database,
  adminId: number,
  id: number,
  body: z.output<typeof cashRequestDecisionBodySchema>,
): Promise<AdminCashRequest> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(cashRequests).where(eq(cashRequests.id, id)).for("update");
    if (!row) throw new AppError("cash_request_not_found");
    assertCashRequestTransition(row.status, body.decision);
    const money = { userId: row.userId, cashRequestId: row.id, amountRials: row.amountRials };
    if (body.decision === "paid") {
      await payCashOut(tx, money);
    } else {
      await rejectCashOut(tx, { ...money, walletKind: await sourceWallet(tx, row.id) });
    }
    await tx
      .update(cashRequests)
      .set({
        status: body.decision,
        decidedBy: adminId,
        decidedAt: new Date(),
        bankReference: body.decision === "paid" ? body.bank_reference || null : null,
        rejectionReason: body.decision === "rejected" ? (body.reason ?? null) : null,
      })
      .where(eq(cashRequests.id, row.id));
    await notifyCashOutDecided(tx, row, body);
    await recordAdminAction(tx, {
      adminUserId: adminId,
      action: body.decision === "paid" ? "cash_request.pay" : "cash_request.reject",
      targetKind: "cash_request",
      targetId: row.id,
      before: { status: row.status },
      after: {
        status: body.decision,
        amount_rials: row.amountRials,
        bank_reference: body.decision === "paid" ? body.bank_reference || null : null,
        reason: body.decision === "rejected" ? (body.reason ?? null) : null,
      },
    });
  });
  const [view] = await adminViews(db, eq(cashRequests.id, id), oneRow);
  if (!view) throw new AppError("cash_request_not_found");
  return view;
}
