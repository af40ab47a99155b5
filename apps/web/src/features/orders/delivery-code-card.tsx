"use client";

import type { Order } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { inDigits } from "@/lib/i18n/languages";

/**
 * The delivery code on the customer's own order while it is on the way (decision 030): only
 * the customer's order endpoint answers it, so only this page shows it.
 */
export function DeliveryCodeCard({ order }: { order: Order & { delivery_code?: string | null } }) {
  const t = useTranslations("orders.delivery");
  const language = useLocale();
  if (order.status !== "in_transit" || !order.delivery_code) return null;
  return (
    <section
      aria-labelledby="delivery-code"
      data-testid="delivery-code"
      className="flex flex-col gap-2 rounded-2xl border border-primary-200 bg-primary-50 p-4 shadow-sm sm:p-5"
    >
      <h2 id="delivery-code" className="text-lg font-bold text-slate-900">
        {t("codeTitle")}
      </h2>
      <p
        dir="ltr"
        className="self-start font-mono text-3xl font-bold tracking-[0.3em] text-primary-800"
      >
        {inDigits(order.delivery_code, language)}
      </p>
      <p className="text-sm text-slate-700">{t("codeText")}</p>
    </section>
  );
}
