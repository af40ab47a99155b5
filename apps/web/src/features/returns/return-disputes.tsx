"use client";

import type { OrderReturn } from "@kesht/contracts";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Skeleton } from "@/components/skeleton";
import { useMoney } from "@/features/catalog";
import { itemsOf } from "@/lib/api/use-paged-list";
import { typedTomanToRials } from "./parse-number";
import { resolveReturn, useReturnDisputes } from "./return-queries";

/** /admin/returns: returns a shop refused and the customer took to Kesht, each ended with an amount. */
export function ReturnDisputes() {
  const t = useTranslations("returns.admin");
  const query = useReturnDisputes();
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError) return <LoadFailed onRetry={() => query.refetch()} />;
  const items = itemsOf(query.data.pages);
  if (items.length === 0) return <p className="text-slate-600">{t("empty")}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <DisputedReturn item={item} />
        </li>
      ))}
      {query.hasNextPage ? (
        <li>
          <button
            type="button"
            onClick={() => void query.fetchNextPage()}
            className={secondaryButton}
          >
            {t("more")}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

function DisputedReturn({ item }: { item: OrderReturn }) {
  const t = useTranslations("returns.admin");
  const money = useMoney();
  const id = useId();
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const rials = typedTomanToRials(amount);
    if (rials === null || rials > item.asked_rials) return setProblem(t("amountInvalid"));
    if (note.trim() === "") return setProblem(t("noteRequired"));
    setProblem(null);
    setBusy(true);
    await resolveReturn(item.id, { amount_rials: rials, note });
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 text-sm text-slate-700">
      <p className="flex flex-wrap justify-between gap-2 font-semibold text-slate-900">
        <Link href={`/admin/orders/${item.order_id}`} className="underline">
          {t("order", { id: item.order_id })}
        </Link>
        <span>{t("asked", { amount: money.toman(item.asked_rials) })}</span>
      </p>
      <p dir="auto">{t("reason", { reason: item.reason })}</p>
      {item.shop_note ? <p dir="auto">{t("shopNote", { note: item.shop_note })}</p> : null}
      <label htmlFor={`${id}-amount`} className="flex flex-col gap-1">
        {t("amount", { max: money.toman(item.asked_rials) })}
        <input
          id={`${id}-amount`}
          inputMode="numeric"
          dir="ltr"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className="min-h-11 rounded-lg border border-slate-300 px-3"
        />
      </label>
      <label htmlFor={`${id}-note`} className="flex flex-col gap-1">
        {t("note")}
        <textarea
          id={`${id}-note`}
          rows={2}
          dir="auto"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className="rounded-lg border border-slate-300 p-3"
        />
      </label>
      {problem ? (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      ) : null}
      <button type="submit" disabled={isBusy} className={`${primaryButton} self-start`}>
        {t("resolve")}
      </button>
    </form>
  );
}
