"use client";

import type { Language, Turnover } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/components/link";
import { useMoney } from "@/features/catalog";
import { languages } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { amountDirection, signedTomanNumber } from "./turnover-amount";

const amountClass = {
  in: "text-emerald-700",
  out: "text-red-700",
  none: "text-slate-700",
} as const;

/**
 * One movement: what it was, when, the amount signed (+ in, − out; coloured too, never by
 * colour alone), the balance after it, and the order it belongs to when there is one (a
 * link where the reader has a page for it).
 */
export function TurnoverRow({
  turnover,
  language,
  orderHref,
}: {
  turnover: Turnover;
  language: Language;
  orderHref: string | null;
}) {
  const t = useTranslations("money.turnovers");
  const format = useFormatter();
  const money = useMoney();
  const direction = amountDirection(turnover.amount_rials);
  const locale = languages[language].intlLocale;

  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold text-slate-900">{t(`kind.${turnover.kind}`)}</p>
        <p className="text-sm text-slate-500">
          <time dateTime={turnover.created_at}>
            {formatDateTime(turnover.created_at, language)}
          </time>
        </p>
        {turnover.order_id === null ? null : orderHref ? (
          <Link
            href={orderHref}
            className="inline-flex min-h-8 items-center self-start text-sm font-semibold text-primary-700 hover:underline"
          >
            {t("order", { id: format.number(turnover.order_id, { useGrouping: false }) })}
          </Link>
        ) : (
          <p className="text-sm font-semibold text-slate-700">
            {t("order", { id: format.number(turnover.order_id, { useGrouping: false }) })}
          </p>
        )}
      </div>
      <div className="flex flex-row items-baseline justify-between gap-3 sm:flex-col sm:items-end sm:gap-0.5">
        <p className={`text-lg font-bold ${amountClass[direction]}`}>
          <span className="sr-only">{t(`direction.${direction}`)} </span>
          <bdi>{t("amount", { value: signedTomanNumber(turnover.amount_rials, locale) })}</bdi>
        </p>
        <p className="text-sm text-slate-600">
          {t("balanceAfter", { balance: money.toman(turnover.balance_rials) })}
        </p>
      </div>
    </li>
  );
}
