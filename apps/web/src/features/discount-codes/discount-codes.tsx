"use client";

import type { DiscountCode, DiscountCodePage } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { Skeleton } from "@/components/skeleton";
import { TitledCard } from "@/components/titled-card";
import { useMoney } from "@/features/catalog";
import { useApiQuery } from "@/lib/api";
import { formatDay } from "@/lib/i18n/local-date";
import { type CodeManager, codesCacheKey, DiscountCodeForm } from "./discount-code-form";
import { useCodeSubmit } from "./use-code-submit";

/** The terms of a code as the form sends them, with `active` changed: a switch on or off. */
function termsWith(code: DiscountCode, active: boolean) {
  return {
    kind: code.kind,
    percent: code.percent,
    amount_toman: code.amount_rials === null ? null : code.amount_rials / 10,
    min_basket_toman: code.min_basket_rials / 10,
    per_person_limit: code.per_person_limit,
    total_limit: code.total_limit,
    starts_on: code.starts_on,
    ends_on: code.ends_on,
    active,
  };
}

/**
 * A shop's codes (/shop/profile/discount-codes) or the platform's (/admin/discount-codes):
 * the list with each code's terms and uses, a form for a new one, edit and switch off.
 */
export function DiscountCodes({ manager }: { manager: CodeManager }) {
  const t = useTranslations("discounts");
  const codes = useApiQuery<DiscountCodePage>({
    path: `/${manager}/discount-codes`,
    payload: { per_page: 100 },
    cacheKey: codesCacheKey(manager),
  });
  const [editing, setEditing] = useState<DiscountCode | "new" | null>(null);
  const done = () => {
    setEditing(null);
    void codes.refetch();
  };
  const items = codes.data?.data.items;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600">{manager === "seller" ? t("shopLead") : t("platformLead")}</p>
      {editing === null ? (
        <button
          type="button"
          className={`${primaryButton} self-start`}
          onClick={() => setEditing("new")}
        >
          {t("new")}
        </button>
      ) : (
        <TitledCard
          id="discount-code-form"
          title={editing === "new" ? t("new") : t("edit")}
          className="flex flex-col gap-4 p-4 sm:p-5"
        >
          <DiscountCodeForm
            key={editing === "new" ? "new" : editing.id}
            manager={manager}
            editing={editing === "new" ? null : editing}
            onDone={done}
          />
        </TitledCard>
      )}
      {items === undefined ? (
        <Skeleton className="h-24 w-full rounded-2xl" />
      ) : items.length === 0 ? (
        <p className="text-slate-600">{t("list.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("title")}>
          {items.map((code) => (
            <CodeRow
              key={code.id}
              code={code}
              manager={manager}
              onEdit={() => setEditing(code)}
              onChanged={() => void codes.refetch()}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function CodeRow({
  code,
  manager,
  onEdit,
  onChanged,
}: {
  code: DiscountCode;
  manager: CodeManager;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const t = useTranslations("discounts");
  const format = useFormatter();
  const language = useLocale();
  const money = useMoney();
  const { submit, isPending } = useCodeSubmit();
  const value =
    code.kind === "percent"
      ? t("value.percent", { percent: format.number(code.percent ?? 0) })
      : t("value.amount", { amount: money.toman(code.amount_rials ?? 0) });
  const terms = [
    code.total_limit === null
      ? t("list.uses", { count: format.number(code.used_count) })
      : t("list.usesOf", {
          count: format.number(code.used_count),
          limit: format.number(code.total_limit),
        }),
    code.per_person_limit === null
      ? null
      : t("list.perPerson", { count: format.number(code.per_person_limit) }),
    code.min_basket_rials > 0
      ? t("list.minBasket", { amount: money.toman(code.min_basket_rials) })
      : null,
    code.starts_on ? t("list.from", { date: formatDay(code.starts_on, language) }) : null,
    code.ends_on ? t("list.until", { date: formatDay(code.ends_on, language) }) : null,
  ].filter((term): term is string => term !== null);
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid={`discount-code-${code.code}`}
    >
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-lg font-bold text-slate-900" dir="ltr">
            {code.code}
          </span>
          <span className="font-semibold text-primary-800">{value}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              code.active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-700"
            }`}
          >
            {code.active ? t("list.on") : t("list.off")}
          </span>
        </p>
        <p className="text-sm text-slate-600">{terms.join(" · ")}</p>
      </div>
      <div className="flex gap-2">
        <button type="button" className={secondaryButton} onClick={onEdit}>
          {t("edit")}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={isPending}
          onClick={async () => {
            const saved = await submit<DiscountCode>({
              method: "PUT",
              path: `/${manager}/discount-codes/${code.id}`,
              payload: termsWith(code, !code.active),
              cacheKey: codesCacheKey(manager),
            });
            if (saved) onChanged();
          }}
        >
          {code.active ? t("list.switchOff") : t("list.switchOn")}
        </button>
      </div>
    </li>
  );
}
