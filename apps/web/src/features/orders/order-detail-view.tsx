"use client";

import type { Order, OrderSide } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { MessagesIcon, OrdersIcon, ProfileIcon, StoreIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { ReportButton } from "@/features/desk";
import { OrderReturnsPanel } from "@/features/returns";
import { OrderReviews } from "@/features/reviews";
import { DriverLocationMap } from "@/features/tracking";
import type { PaymentOutcome } from "@/features/wallet";
import { bilingual } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { paths } from "@/lib/paths";
import { CancelDialog } from "./cancel-dialog";
import { DeliveryCodeCard } from "./delivery-code-card";
import { FailedAttempt } from "./failed-attempt";
import { OrderDelivery } from "./order-delivery";
import { OrderItems } from "./order-items";
import { OrderCancelled, OrderPaymentResult } from "./order-notices";
import { acceptOrder, useOrder } from "./order-queries";
import { OrderShipment } from "./order-shipment";
import { isFailedAttempt, orderActions } from "./order-status";
import { OrderSummary } from "./order-summary";
import { OrderTimeline } from "./order-timeline";
import { PayNow } from "./pay-now";
import { ReceiptPanel } from "./receipt-panel";

/**
 * /customer/orders/[oid] and /shop/orders/[oid]: the order as placed (items, amounts, address,
 * delivery) and as it went (status, history), with what its reader may do now: pay a waiting
 * order, cancel a paid one, or, for the shop, accept it.
 */
export function OrderDetailView({
  side,
  orderId,
  paymentOutcome,
}: {
  side: OrderSide;
  orderId: number;
  /** `?payment=` when the gateway sent the customer back here. */
  paymentOutcome: PaymentOutcome | null;
}) {
  const t = useTranslations("orders.detail");
  const language = useLocale();
  const query = useOrder(side, orderId);
  const order = query.data?.data;
  // Cancelling happens at the summary, far below the notice that tells where the money went.
  const [hasCancelledHere, setCancelledHere] = useState(false);
  const status = query.error?.failure.status;

  if (status === 404 || status === 403) {
    return (
      <StatusMessage
        headingLevel={2}
        icon={<OrdersIcon className="size-10" />}
        title={t("notFoundTitle")}
        text={t("notFoundText")}
        actions={
          <Link href={paths.orders(side)} className={primaryButton}>
            {t("toOrders")}
          </Link>
        }
      />
    );
  }
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!order) return <OrderDetailSkeleton />;
  // Only its customer ever sees an unpaid order; the gateway's word is already in the story.
  if (side === "customer" && isFailedAttempt(order)) return <FailedAttempt order={order} />;

  return (
    <div className="flex flex-col gap-5">
      {/* "Paid" is old news once the order was cancelled: the refund notice below says the rest. */}
      {paymentOutcome &&
      side === "customer" &&
      !(paymentOutcome === "paid" && order.status === "cancelled") ? (
        <OrderPaymentResult outcome={paymentOutcome} />
      ) : null}
      <OrderCancelled order={order} side={side} bringIntoView={hasCancelledHere} />
      <div className="grid items-start gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          {side === "customer" ? <DeliveryCodeCard order={order} /> : null}
          <OrderHeader order={order} side={side} />
          <OrderItems order={order} side={side} />
          <OrderDelivery order={order} side={side} />
          <OrderShipment order={order} side={side} />
          {/* A driver's position while the order travels (a shop delivering itself has none). */}
          {side === "customer" && order.status === "in_transit" ? (
            <DriverLocationMap viewer={{ side: "customer", orderId: order.id }} hideWhenMissing />
          ) : null}
          <OrderTimeline events={order.events} proof={order.delivery_proof} />
        </div>
        <div className="flex flex-col gap-5 lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
          <OrderSummary order={order}>
            <OrderActions order={order} side={side} onCancelled={() => setCancelledHere(true)} />
            {side === "customer" ? <ReceiptPanel order={order} /> : null}
            {side === "customer" &&
            (order.status === "received" || order.status === "completed") ? (
              <OrderReviews orderId={order.id} shopName={bilingual(order.seller, language)} />
            ) : null}
            {order.status === "received" || order.status === "completed" ? (
              <OrderReturnsPanel side={side} orderId={order.id} />
            ) : null}
          </OrderSummary>
          <ReportButton
            side={side}
            subjectKind="order"
            subjectId={order.id}
            className="self-start"
          />
        </div>
      </div>
    </div>
  );
}

function OrderHeader({ order, side }: { order: Order; side: OrderSide }) {
  const t = useTranslations("orders.detail");
  const tChat = useTranslations("chat");
  const language = useLocale();
  return (
    <section
      aria-label={t("overview")}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-slate-800">
          <span className="text-sm text-slate-500">{t("statusLabel")}</span>
          <OrderStatusBadge status={order.status} />
        </p>
        <p className="text-sm text-slate-500">
          {t("placed")}{" "}
          <time dateTime={order.created_at}>{formatDateTime(order.created_at, language)}</time>
        </p>
      </div>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        {side === "customer" ? (
          <>
            <StoreIcon className="size-5 shrink-0 text-slate-500" />
            <span className="text-sm font-normal text-slate-500">{t("seller")}</span>
            <bdi>{bilingual(order.seller, language)}</bdi>
          </>
        ) : (
          <>
            <ProfileIcon className="size-5 shrink-0 text-slate-500" />
            <span className="text-sm font-normal text-slate-500">{t("customer")}</span>
            <bdi>{order.customer.name ?? t("noName")}</bdi>
          </>
        )}
      </p>
      {/* The chat opens once the order is paid: before that there is no one to talk to. */}
      {order.status !== "pending_payment" ? (
        <Link
          href={paths.orderChat(side, order.id)}
          className={`${secondaryButton} self-start`}
          data-testid="order-chat-link"
        >
          <MessagesIcon className="size-5" />
          {tChat("orderLink")}
        </Link>
      ) : null}
      {/* Every paid order has an invoice, whatever became of it since. */}
      {order.paid_at !== null ? (
        <Link
          href={paths.orderInvoice(side, order.id)}
          className={`${secondaryButton} self-start`}
          data-testid="order-invoice-link"
        >
          {t("invoice")}
        </Link>
      ) : null}
    </section>
  );
}

/** The buttons for what can be done with the order now; nothing when there is nothing. */
function OrderActions({
  order,
  side,
  onCancelled,
}: {
  order: Order;
  side: OrderSide;
  onCancelled: () => void;
}) {
  const t = useTranslations("orders.detail");
  const actions = orderActions(side, order.status);
  const [isCancelling, setCancelling] = useState(false);
  const [isAccepting, setAccepting] = useState(false);

  async function accept() {
    setAccepting(true);
    await acceptOrder(order.id);
    setAccepting(false);
  }

  if (actions.canPay) return <PayNow order={order} />;
  if (!actions.canAccept && !actions.canCancel) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      {actions.canAccept ? (
        <>
          <p className="text-sm text-slate-700">{t("acceptHint")}</p>
          <button
            type="button"
            onClick={() => void accept()}
            disabled={isAccepting}
            className={primaryButton}
          >
            {t("accept")}
          </button>
        </>
      ) : null}
      {actions.canCancel ? (
        <>
          {side === "customer" ? <p className="text-sm text-slate-700">{t("cancelHint")}</p> : null}
          <button
            type="button"
            onClick={() => setCancelling(true)}
            className={`${secondaryButton} text-red-700`}
          >
            {t("cancel")}
          </button>
          <CancelDialog
            order={order}
            side={side}
            isOpen={isCancelling}
            onClose={() => setCancelling(false)}
            onCancelled={() => {
              setCancelling(false);
              onCancelled();
            }}
          />
        </>
      ) : null}
    </div>
  );
}

function OrderDetailSkeleton() {
  return (
    <div aria-busy="true" className="grid items-start gap-5 lg:grid-cols-3">
      <div className="flex flex-col gap-5 lg:col-span-2">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
