"use client";

import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { CashOutForm } from "./cash-out-form";
import { CashRequestsList } from "./cash-requests-list";
import { CreditForm } from "./credit-form";
import { DismissPaymentResult } from "./dismiss-payment-result";
import { Notice } from "./notice";
import type { PaymentOutcome } from "./payment-outcome";
import { WalletBalances, WalletBalancesSkeleton } from "./wallet-balances";
import { useWallet } from "./wallet-queries";
import { canAddCredit, type WalletSide, walletPages } from "./wallet-side";

/**
 * /customer/profile/wallet, /shop/profile/wallet and /driver/profile/wallet: the balances, a
 * credit increase through a gateway (not for drivers), a cash-out request and the requests made so far; after a gateway, its result.
 */
export function WalletView({
  side,
  paymentOutcome,
}: {
  side: WalletSide;
  /** `?payment=` when the gateway sent the browser back here. */
  paymentOutcome: PaymentOutcome | null;
}) {
  const wallet = useWallet(side);
  const data = wallet.data?.data;

  return (
    <div className="flex flex-col gap-6">
      {paymentOutcome ? <PaymentResult outcome={paymentOutcome} /> : null}
      {wallet.isError ? (
        <LoadFailed onRetry={() => void wallet.refetch()} />
      ) : data ? (
        <WalletBalances side={side} wallet={data} turnoversHref={walletPages(side).turnovers} />
      ) : (
        <WalletBalancesSkeleton />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {canAddCredit(side) ? <CreditForm side={side} /> : null}
        {data ? (
          <CashOutForm side={side} wallet={data} />
        ) : (
          <div aria-hidden="true" className="h-64 rounded-2xl border border-slate-200 bg-white" />
        )}
      </div>
      <CashRequestsList side={side} />
    </div>
  );
}

/** What the gateway said, until the reader dismisses it (which also tidies the address). */
function PaymentResult({ outcome }: { outcome: PaymentOutcome }) {
  const t = useTranslations("money.paymentResult");
  const dismiss = <DismissPaymentResult>{t("dismiss")}</DismissPaymentResult>;
  return outcome === "paid" ? (
    <Notice kind="success" title={t("paidTitle")} action={dismiss}>
      {t("paidText")}
    </Notice>
  ) : (
    <Notice kind="failure" title={t("failedTitle")} action={dismiss}>
      {t("failedText")}
    </Notice>
  );
}
