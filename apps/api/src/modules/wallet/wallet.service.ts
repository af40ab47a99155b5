import type { Role, SessionUser, Wallet } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, eq, sql } from "drizzle-orm";
import { accountBalance, findAccountId, walletKindFor } from "../ledger/ledger.service";
import { listTurnovers } from "../ledger/ledger.turnovers";
import { driverPendingIncome } from "../settlement/settlement.service";
import { walletRole } from "./cash-requests.service";

const { cashRequests, ledgerEntries, ledgerTransactions } = schema;

/**
 * What cash-out requests from this wallet hold. A person's reserved account serves both their
 * wallets, so its entries are counted by the wallet of the request they belong to.
 */
async function reservedFor(db: Database, user: SessionUser): Promise<number> {
  const reserved = await findAccountId(db, "payout_reserved", user.id);
  if (reserved === null) return 0;
  const [row] = await db
    .select({ held: sql<string>`coalesce(sum(${ledgerEntries.amountRials}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(cashRequests, eq(cashRequests.id, ledgerTransactions.cashRequestId))
    .where(and(eq(ledgerEntries.accountId, reserved), eq(cashRequests.role, walletRole(user))));
  return Number(row?.held ?? 0);
}

/**
 * The signed-in user's wallet: the spendable balance, a seller's or a driver's income waiting
 * for settlement, any deficit and what cash-out requests hold. All of it read from the ledger,
 * except a driver's pending income: the agreed prices of loads that receipt has not settled.
 */
export async function getWallet(db: Database, user: SessionUser): Promise<Wallet> {
  const walletKind = walletKindFor(user.role);
  const [balance, pending, owed, reserved] = await Promise.all([
    findAccountId(db, walletKind, user.id).then((id) => accountBalance(db, id)),
    pendingIncomeOf(db, user),
    user.role === "seller" ? sellerDeficit(db, user.id) : Promise.resolve(0),
    reservedFor(db, user),
  ]);
  return {
    // No rule takes a wallet below zero: what a seller's settlement could not take from the
    // wallet is their deficit (docs/decisions/012-settlement.md), shown apart.
    balance_rials: Math.max(0, balance),
    pending_income_rials: pending,
    deficit_rials: owed + Math.max(0, -balance),
    reserved_rials: reserved,
  };
}

/**
 * What a shop owes the platform: settlements that took more than its wallet held. The
 * deficit account's balance is minus the debt; the shop's next income pays it off first.
 */
export async function sellerDeficit(db: Database, sellerId: number): Promise<number> {
  return -(await accountBalance(db, await findAccountId(db, "seller_deficit", sellerId)));
}

/** Income on its way: a shop's paid orders, a driver's shares of the loads they carry. */
function pendingIncomeOf(db: Database, user: SessionUser): Promise<number> {
  if (user.role === "seller") return sellerPendingIncome(db, user.id);
  if (user.role === "driver") return driverPendingIncome(db, user.id);
  return Promise.resolve(0);
}

/** A shop's paid orders' money waiting for settlement (its pending-income account). */
export async function sellerPendingIncome(db: Database, sellerId: number): Promise<number> {
  return accountBalance(db, await findAccountId(db, "seller_pending", sellerId));
}

/** The movements of the user's own wallet, newest first (ledger.turnovers.ts). */
export async function getTurnovers(
  db: Database,
  user: SessionUser,
  query: { from?: string; to?: string; page: number; per_page: number },
) {
  const accountId = await findAccountId(db, walletKindFor(user.role), user.id);
  const page = await listTurnovers(db, {
    accountId,
    from: query.from,
    to: query.to,
    page: query.page,
    perPage: query.per_page,
  });
  return { ...page, page: query.page, per_page: query.per_page };
}

/**
 * A person's wallets as the admin console shows them: the balance and latest movements of
 * each wallet their roles give them (customer, shop, driver).
 */
export async function walletsOfPerson(
  db: Database,
  userId: number,
  heldRoles: readonly string[],
): Promise<
  {
    kind: "customer_wallet" | "seller_wallet" | "driver_wallet";
    balance_rials: number;
    turnovers: { id: number; kind: string; amount_rials: number; created_at: string }[];
  }[]
> {
  const kinds = [
    ...new Set(
      heldRoles.filter((role) => role !== "admin").map((role) => walletKindFor(role as Role)),
    ),
  ];
  return Promise.all(
    kinds.map(async (kind) => {
      const id = await findAccountId(db, kind, userId);
      const [balance, moves] = await Promise.all([
        accountBalance(db, id),
        listTurnovers(db, { accountId: id, page: 1, perPage: 10 }),
      ]);
      return {
        kind,
        balance_rials: balance,
        turnovers: moves.items.map((move) => ({
          id: move.id,
          kind: move.kind,
          amount_rials: move.amount_rials,
          created_at: move.created_at,
        })),
      };
    }),
  );
}
