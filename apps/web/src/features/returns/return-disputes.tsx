"use client";

import type { OrderReturn } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { useMoney } from "@/features/catalog";
import { itemsOf } from "@/lib/api/use-paged-list";
import { typedTomanToRials } from "./parse-number";
import { FormProblem, NoteField, TomanField } from "./return-fields";
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
      <TomanField
        label={t("amount", { max: money.toman(item.asked_rials) })}
        value={amount}
        onChange={setAmount}
      />
      <NoteField label={t("note")} value={note} onChange={setNote} rows={2} />
      <FormProblem text={problem} />
      <button type="submit" disabled={isBusy} className={`${primaryButton} self-start`}>
        {t("resolve")}
      </button>
    </form>
  );
}
