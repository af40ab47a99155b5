/*
 * How a seller's share of a settlement meets the wallet and the debt: a rule of the ledger's
 * postings (ledger.postings.ts), kept apart so it is tested alone.
 */

export interface SellerMovement {
  /** Into (positive) or out of (negative) the seller's wallet. */
  walletRials: number;
  /**
   * Onto the seller's deficit account: negative makes the deficit larger (owed), positive
   * pays it off. The deficit account's balance is minus what the seller owes.
   */
  deficitRials: number;
}

/**
 * Where the seller's part goes, given what the wallet holds and what the seller already owes.
 * Income pays the debt off first and the rest reaches the wallet; a charge takes what the
 * wallet holds and records the rest as deficit. The wallet never goes below zero.
 */
export function sellerMovement(input: {
  sellerRials: number;
  walletBalanceRials: number;
  owedRials: number;
}): SellerMovement {
  const wallet = Math.max(0, input.walletBalanceRials);
  const owed = Math.max(0, input.owedRials);
  if (input.sellerRials >= 0) {
    const payOff = Math.min(owed, input.sellerRials);
    return { walletRials: input.sellerRials - payOff, deficitRials: payOff };
  }
  const charge = -input.sellerRials;
  const fromWallet = Math.min(wallet, charge);
  const unpaid = charge - fromWallet;
  return { walletRials: -fromWallet, deficitRials: unpaid === 0 ? 0 : -unpaid };
}
