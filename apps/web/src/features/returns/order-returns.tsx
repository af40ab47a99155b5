"use client";

import type { OrderReturn, OrderSide } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Skeleton } from "@/components/skeleton";
import { productName, useMoney } from "@/features/catalog";
import { formatDateTime } from "@/lib/i18n/local-date";
import { ReturnAnswerForm } from "./return-answer-form";
import { disputeReturn, replyToOffer, useOrderReturns } from "./return-queries";
import { ReturnRequestForm } from "./return-request-form";

/**
 * On a received order's page, for its customer and its shop: the order's returns and what the
 * reader may do now. The customer asks (inside the window), takes or refuses an offer, or takes
 * a refusal to Kesht; the shop accepts, offers part, or refuses.
 */
export function OrderReturnsPanel({ side, orderId }: { side: OrderSide; orderId: number }) {
  const t = useTranslations("returns");
  const language = useLocale();
  const query = useOrderReturns(side, orderId);
  const [isAsking, setAsking] = useState(false);
  if (query.isPending) return <Skeleton className="h-16 w-full" />;
  if (query.isError) return <LoadFailed onRetry={() => query.refetch()} />;
  const data = query.data.data;
  if (data.returns.length === 0 && (side === "seller" || !data.can_ask)) return null;
  return (
    <section
      aria-labelledby={`order-${orderId}-returns`}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
      data-testid="order-returns"
    >
      <h2 id={`order-${orderId}-returns`} className="text-base font-bold text-slate-900">
        {t("title")}
      </h2>
      {side === "customer" && data.can_ask && data.window_ends_at ? (
        <p className="text-sm text-slate-600">
          {t("windowOpen", { date: formatDateTime(data.window_ends_at, language) })}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {data.returns.map((item) => (
          <li key={item.id} className="rounded-xl border border-slate-200 p-3">
            <ReturnCard side={side} orderId={orderId} item={item} />
          </li>
        ))}
      </ul>
      {side === "customer" && data.can_ask ? (
        isAsking ? (
          <ReturnRequestForm orderId={orderId} data={data} onDone={() => setAsking(false)} />
        ) : (
          <button
            type="button"
            onClick={() => setAsking(true)}
            className={`${secondaryButton} self-start`}
          >
            {t("ask")}
          </button>
        )
      ) : null}
    </section>
  );
}

function ReturnCard({
  side,
  orderId,
  item,
}: {
  side: OrderSide;
  orderId: number;
  item: OrderReturn;
}) {
  const t = useTranslations("returns");
  const language = useLocale();
  const money = useMoney();
  const [isBusy, setBusy] = useState(false);
  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    await action();
    setBusy(false);
  }
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-700" data-testid={`return-${item.id}`}>
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{t(`status.${item.status}`)}</span>
        <span>{t("asked", { amount: money.toman(item.asked_rials) })}</span>
      </p>
      <ul className="flex flex-col gap-1">
        {item.lines.map((line) => (
          <li key={line.order_item_id}>
            {t("line", { name: productName(line, language), quantity: line.quantity })}
          </li>
        ))}
      </ul>
      <p dir="auto" className="text-slate-600">
        {item.reason}
      </p>
      {item.offered_rials !== null ? (
        <p>{t("offered", { amount: money.toman(item.offered_rials) })}</p>
      ) : null}
      {item.refund_rials !== null ? (
        <p className="font-semibold text-primary-800">
          {t("refunded", { amount: money.toman(item.refund_rials) })}
        </p>
      ) : null}
      {item.goods_back !== null ? <p>{item.goods_back ? t("goodsBack") : t("goodsKept")}</p> : null}
      {item.shop_note ? <p dir="auto">{t("shopNote", { note: item.shop_note })}</p> : null}
      {item.admin_note ? <p dir="auto">{t("adminNote", { note: item.admin_note })}</p> : null}
      {side === "seller" && item.status === "requested" ? (
        <ReturnAnswerForm orderId={orderId} item={item} />
      ) : null}
      {side === "customer" && item.status === "offered" ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={isBusy}
            onClick={() => void act(() => replyToOffer(orderId, item.id, true))}
            className={secondaryButton}
          >
            {t("acceptOffer")}
          </button>
          <button
            type="button"
            disabled={isBusy}
            onClick={() => void act(() => replyToOffer(orderId, item.id, false))}
            className={secondaryButton}
          >
            {t("refuseOffer")}
          </button>
        </div>
      ) : null}
      {side === "customer" && item.status === "refused" ? (
        <button
          type="button"
          disabled={isBusy}
          onClick={() => void act(() => disputeReturn(orderId, item.id))}
          className={`${secondaryButton} self-start`}
        >
          {t("dispute")}
        </button>
      ) : null}
    </div>
  );
}
