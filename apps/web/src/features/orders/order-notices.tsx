"use client";

import type { Order, OrderSide } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { secondaryButton } from "@/components/button-styles";
import { Link } from "@/components/link";
import { useMoney } from "@/features/catalog";
import type { PaymentOutcome } from "@/features/wallet";
import { DismissPaymentResult, Notice } from "@/features/wallet";
import { bilingual } from "@/lib/i18n/languages";
import { wasRefunded } from "./order-status";

/** What the gateway said about this order's payment, until the reader dismisses it. */
export function OrderPaymentResult({ outcome }: { outcome: PaymentOutcome }) {
  const t = useTranslations("orders.paymentResult");
  const dismiss = <DismissPaymentResult>{t("dismiss")}</DismissPaymentResult>;
  if (outcome === "paid") {
    return (
      <Notice kind="success" title={t("paidTitle")} action={dismiss}>
        {t("paidText")}
      </Notice>
    );
  }
  return (
    <Notice
      kind="failure"
      title={t("failedTitle")}
      action={
        <>
          <Link href="/customer/cart" className={`${secondaryButton} min-h-9 px-4 text-sm`}>
            {t("toCart")}
          </Link>
          {dismiss}
        </>
      }
    >
      {t("failedText")}
    </Notice>
  );
}

/**
 * A cancelled order: who ended it and why, and for a paid one where its money went (back to
 * the customer's wallet, through the ledger). With `bringIntoView` (the reader just cancelled
 * it, down at the summary) the notice is scrolled to and focused, so it is seen and read out.
 */
export function OrderCancelled({
  order,
  side,
  bringIntoView = false,
}: {
  order: Order;
  side: OrderSide;
  bringIntoView?: boolean;
}) {
  const t = useTranslations("orders.cancelled");
  const language = useLocale();
  const money = useMoney();
  const box = useRef<HTMLElement>(null);
  const isCancelled = order.status === "cancelled";

  useEffect(() => {
    if (!bringIntoView || !isCancelled) return;
    // After the closing dialog has given focus back to where it was opened from.
    const frame = requestAnimationFrame(() => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      box.current?.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
      box.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [bringIntoView, isCancelled]);

  if (!isCancelled) return null;

  const by = order.cancelled_by ?? "system";
  const byText = by === side ? t("byYou") : t(`by.${by}`);
  const reasons = [
    order.cancel_message ? bilingual(order.cancel_message, language) : null,
    order.cancel_reason,
  ].filter((text): text is string => Boolean(text));

  const refunded = wasRefunded(order);
  const title = refunded
    ? side === "customer"
      ? t("refundedTitle")
      : t("customerRefundedTitle")
    : t("title");
  return (
    // A named region, so focusing it reads its name out.
    <section
      ref={box}
      tabIndex={-1}
      aria-label={title}
      className="rounded-2xl outline-none focus-visible:ring-3 focus-visible:ring-primary-200"
    >
      <Notice
        kind={refunded ? "success" : "info"}
        title={title}
        action={
          refunded && side === "customer" ? (
            <Link
              href="/customer/profile/turnovers"
              className={`${secondaryButton} min-h-9 px-4 text-sm`}
            >
              {t("seeTurnovers")}
            </Link>
          ) : undefined
        }
      >
        {refunded ? (
          <p>
            {side === "customer"
              ? t("refundedText", { amount: money.toman(order.total_rials) })
              : t("customerRefundedText", { amount: money.toman(order.total_rials) })}
          </p>
        ) : null}
        <p>{byText}</p>
        {reasons.map((reason) => (
          <p key={reason}>
            <bdi>{reason}</bdi>
          </p>
        ))}
      </Notice>
    </section>
  );
}
