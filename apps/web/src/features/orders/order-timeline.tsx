"use client";

import type { Order } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { TitledCard } from "@/components/titled-card";
import { formatDateTime } from "@/lib/i18n/local-date";

/**
 * The order's history, oldest first: each status it reached, when, and why if it was said;
 * under "delivered", how the handover was proven (the customer's code, or a reason and a photo).
 */
export function OrderTimeline({
  events,
  proof = null,
}: {
  events: Order["events"];
  proof?: Order["delivery_proof"];
}) {
  const t = useTranslations("orders");
  const language = useLocale();
  const ordered = [...events].sort((a, b) => a.created_at.localeCompare(b.created_at));

  return (
    <TitledCard
      id="order-history"
      title={t("detail.history")}
      className="p-4 sm:p-5"
      titleClassName="mb-3 text-lg font-bold text-slate-900"
    >
      {ordered.length === 0 ? (
        <p className="text-slate-600">{t("detail.noHistory")}</p>
      ) : (
        <ol className="flex flex-col">
          {ordered.map((event, index) => {
            const isLast = index === ordered.length - 1;
            return (
              <li key={`${event.created_at}-${event.to_status}`} className="relative flex gap-3">
                <div className="flex flex-col items-center" aria-hidden="true">
                  <span
                    className={`mt-1.5 size-3 shrink-0 rounded-full ${
                      isLast ? "bg-primary-700 ring-4 ring-primary-100" : "bg-slate-400"
                    }`}
                  />
                  {isLast ? null : <span className="w-px flex-1 bg-slate-200" />}
                </div>
                <div className={`flex min-w-0 flex-col ${isLast ? "" : "pb-4"}`}>
                  <p className="font-semibold text-slate-900">{t(`status.${event.to_status}`)}</p>
                  <p className="text-sm text-slate-500">
                    <time dateTime={event.created_at}>
                      {formatDateTime(event.created_at, language)}
                    </time>
                  </p>
                  {event.reason ? (
                    <p className="text-sm text-slate-700">
                      <bdi>{event.reason}</bdi>
                    </p>
                  ) : null}
                  {event.to_status === "delivered" && proof ? (
                    <DeliveryProofNote proof={proof} />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </TitledCard>
  );
}

/** How a delivery was proven, in the reader's language. */
function DeliveryProofNote({ proof }: { proof: NonNullable<Order["delivery_proof"]> }) {
  const t = useTranslations("orders.delivery");
  const tReason = useTranslations("shipping.proof.reasons");
  return (
    <div className="flex flex-col gap-1 text-sm text-emerald-800" data-testid="delivery-proof-note">
      <p>
        {proof.method === "code"
          ? t("byCode")
          : t("noCode", { reason: proof.no_code_reason ? tReason(proof.no_code_reason) : "" })}
      </p>
      {proof.photo_url ? (
        <a
          href={proof.photo_url}
          target="_blank"
          rel="noreferrer"
          className="self-start text-primary-700 underline"
        >
          {t("photo")}
        </a>
      ) : null}
    </div>
  );
}
