/**
 * Customers and shops have the same wallet under their own API prefix and their own pages
 * (SPEC §2: /customer/profile/wallet and /shop/profile/wallet; §7: /customer/… and /seller/…).
 */
export type WalletSide = "customer" | "seller";

export function apiPrefix(side: WalletSide): "/customer" | "/seller" {
  return side === "customer" ? "/customer" : "/seller";
}

/** The web pages of a side's money. */
export function walletPages(side: WalletSide) {
  const base = side === "customer" ? "/customer/profile" : "/shop/profile";
  return { profile: base, wallet: `${base}/wallet`, turnovers: `${base}/turnovers` };
}

/**
 * Every read of a side's wallet (balance, turnovers, cash-out requests) is cached under this
 * key, and every change of it names the key, so one change refreshes all of them (SPEC §7).
 */
export function walletCacheKey(side: WalletSide): string {
  return `wallet-${side}`;
}
