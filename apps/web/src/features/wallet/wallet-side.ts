/**
 * Customers, shops and drivers have the same wallet under their own API prefix and their own
 * pages (SPEC §2: /customer/profile/wallet and /shop/profile/wallet, and /driver/profile/wallet;
 * §7: /customer/…, /seller/… and /driver/…).
 */
export type WalletSide = "customer" | "seller" | "driver";

const prefixes = { customer: "/customer", seller: "/seller", driver: "/driver" } as const;

export function apiPrefix(side: WalletSide): (typeof prefixes)[WalletSide] {
  return prefixes[side];
}

const profilePages = {
  customer: "/customer/profile",
  seller: "/shop/profile",
  driver: "/driver/profile",
} as const;

/** The web pages of a side's money. */
export function walletPages(side: WalletSide) {
  const base = profilePages[side];
  return { profile: base, wallet: `${base}/wallet`, turnovers: `${base}/turnovers` };
}

/**
 * Every read of a side's wallet (balance, turnovers, cash-out requests) is cached under this
 * key, and every change of it names the key, so one change refreshes all of them (SPEC §7).
 */
export function walletCacheKey(side: WalletSide): string {
  return `wallet-${side}`;
}

/** Shops wait for paid orders, drivers for the loads they carry: both have income on its way. */
export function hasPendingIncome(side: WalletSide): boolean {
  return side !== "customer";
}

/** Only customers and shops top their wallet up through a gateway; a driver's is paid into. */
export function canAddCredit(side: WalletSide): boolean {
  return side !== "driver";
}
