"use client";

import type { Wallet } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { TurnoversIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { useMoney } from "@/features/catalog";
import { hasPendingIncome, type WalletSide } from "./wallet-side";

/**
 * SPEC §3 "Wallet: balance, pending income, deficit": what can be spent now, with the dollar
 * and dirham equivalents, then what is on its way (a shop's paid orders, a driver's loads, not
 * settled yet),
 * what cash-out requests hold, and what is owed when a rule took the wallet below zero.
 */
export function WalletBalances({
  side,
  wallet,
  turnoversHref,
}: {
  side: WalletSide;
  wallet: Wallet;
  turnoversHref: string;
}) {
  const t = useTranslations("money.wallet");
  const money = useMoney();
  const foreign = money.foreign(wallet.balance_rials);

  return (
    <section
      aria-labelledby="wallet-balance"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="wallet-balance" className="text-sm font-semibold text-slate-600">
            {t("balance")}
          </h2>
          <p className="text-3xl font-bold text-slate-900" data-testid="wallet-balance">
            {money.toman(wallet.balance_rials)}
          </p>
          {/* In the page's direction: the dollars' leading left-to-right mark would turn a
              Persian line around under dir="auto". */}
          <span className="min-h-5 text-sm text-slate-500">{foreign}</span>
        </div>
        <Link
          href={turnoversHref}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 hover:underline"
        >
          <TurnoversIcon className="size-5" />
          {t("seeTurnovers")}
        </Link>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {hasPendingIncome(side) ? (
          <Figure
            term={t("pendingIncome")}
            hint={side === "driver" ? t("driverPendingIncomeHint") : t("pendingIncomeHint")}
          >
            {money.toman(wallet.pending_income_rials)}
          </Figure>
        ) : null}
        <Figure term={t("reserved")} hint={t("reservedHint")}>
          {money.toman(wallet.reserved_rials)}
        </Figure>
        {wallet.deficit_rials > 0 ? (
          <Figure term={t("deficit")} hint={t("deficitHint")} isWarning>
            {money.toman(wallet.deficit_rials)}
          </Figure>
        ) : null}
      </dl>
    </section>
  );
}

function Figure({
  term,
  hint,
  isWarning = false,
  children,
}: {
  term: string;
  hint: string;
  isWarning?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`flex flex-col gap-0.5 rounded-xl p-3 ${
        isWarning ? "bg-amber-50 ring-1 ring-amber-200" : "bg-slate-50"
      }`}
    >
      <dt className={`text-sm font-semibold ${isWarning ? "text-amber-900" : "text-slate-600"}`}>
        {term}
      </dt>
      <dd className="text-lg font-bold text-slate-900">{children}</dd>
      <dd className={`text-sm ${isWarning ? "text-amber-900" : "text-slate-500"}`}>{hint}</dd>
    </div>
  );
}

export function WalletBalancesSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-9 w-56" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-20 w-full rounded-xl" />
      </div>
    </div>
  );
}
