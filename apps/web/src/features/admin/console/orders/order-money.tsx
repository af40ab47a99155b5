"use client";

import type { AdminOrderDetail } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { LtrValue } from "@/components/text/ltr-value";
import { ToneBadge } from "@/components/tone-badge";
import { useMoney } from "@/features/catalog";
import { bilingual, separatorsOf } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { Card } from "./order-card";

/** The gateway payments made for the order, newest first. */
export function PaymentsCard({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations("adminOrder");
  const language = useLocale();
  const money = useMoney();
  return (
    <Card title={t("payments")}>
      {detail.payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noPayments")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="admin-order-payments">
          {detail.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="font-medium">{t(`gateways.${payment.gateway}`)}</span>
              <ToneBadge tone={payment.status === "paid" ? "green" : "slate"}>
                {t(`paymentStatus.${payment.status}`)}
              </ToneBadge>
              <span className="text-sm text-slate-600">
                {formatDateTime(payment.created_at, language)}
              </span>
              {payment.reference_id ? (
                <span className="text-sm text-slate-600">
                  {t("reference")}: <LtrValue value={payment.reference_id} />
                </span>
              ) : null}
              <span className="font-semibold">{money.toman(payment.amount_rials)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The ledger's postings that name the order, each with its account and owner. */
export function LedgerCard({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations("adminOrder");
  const tKind = useTranslations("console.ledger.kinds");
  const language = useLocale();
  const format = useFormatter();
  const money = useMoney();
  const owner = (ownerId: number | null) => {
    if (ownerId === null) return t("platform");
    if (ownerId === detail.customer.id) return detail.customer.name ?? t("customer");
    if (ownerId === detail.shop.id) return bilingual(detail.shop, language);
    return format.number(ownerId, { useGrouping: false });
  };
  return (
    <Card title={t("ledger")} intro={t("ledgerIntro")}>
      {detail.ledger.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noLedger")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="admin-order-ledger">
            <thead>
              <tr className="border-b border-slate-200 text-start text-slate-500">
                <th className="py-2 text-start font-medium">{t("transaction")}</th>
                <th className="py-2 text-start font-medium">{t("account")}</th>
                <th className="py-2 text-start font-medium">{t("date")}</th>
                <th className="py-2 text-end font-medium">{t("amount")}</th>
              </tr>
            </thead>
            <tbody>
              {detail.ledger.map((line) => (
                <tr key={line.entry_id} className="border-b border-slate-100">
                  <td className="py-2 pe-3">
                    {t(`transactionKinds.${line.transaction_kind as "order_refund"}`)}
                  </td>
                  <td className="py-2 pe-3">
                    {tKind(line.account_kind as "customer_wallet")}
                    {separatorsOf(language).inline}
                    <bdi>{owner(line.owner_id)}</bdi>
                  </td>
                  <td className="py-2 pe-3 text-slate-600">
                    {formatDateTime(line.created_at, language)}
                  </td>
                  <td
                    className={`py-2 text-end font-semibold ${line.amount_rials < 0 ? "text-red-700" : "text-emerald-700"}`}
                  >
                    {money.toman(line.amount_rials)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
