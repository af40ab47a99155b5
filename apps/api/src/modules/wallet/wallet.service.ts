import type { SessionUser, Wallet } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { accountBalance, findAccountId, walletKindFor } from "../ledger/ledger.service";
import { listTurnovers } from "../ledger/ledger.turnovers";

/**
 * The signed-in user's wallet: the spendable balance, a seller's income waiting for
 * settlement, any deficit and what cash-out requests hold. All of it read from the ledger.
 */
export async function getWallet(db: Database, user: SessionUser): Promise<Wallet> {
  const walletKind = walletKindFor(user.role);
  const [balance, pending, reserved] = await Promise.all([
    findAccountId(db, walletKind, user.id).then((id) => accountBalance(db, id)),
    user.role === "seller" ? sellerPendingIncome(db, user.id) : Promise.resolve(0),
    findAccountId(db, "payout_reserved", user.id).then((id) => accountBalance(db, id)),
  ]);
  return {
    // Only a documented deficit rule may take a wallet below zero; what it owes is shown
    // apart, and the balance to spend is then zero.
    balance_rials: Math.max(0, balance),
    pending_income_rials: pending,
    deficit_rials: Math.max(0, -balance),
    reserved_rials: reserved,
  };
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
