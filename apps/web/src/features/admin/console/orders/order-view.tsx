"use client";

import type { AdminOrderDetail, DisputeOutcome, Order } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { OrdersIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { ReasonDialog } from "@/components/reason-dialog";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { ResolveDialog } from "@/features/admin/disputes";
import {
  OrderDelivery,
  OrderItems,
  OrderShipment,
  OrderSummary,
  OrderTimeline,
} from "@/features/orders";
import { useApiQuery } from "@/lib/api";
import { useIdNumber } from "@/lib/i18n/use-id-number";
import { paths } from "@/lib/paths";
import { ADMIN_ORDERS_KEY } from "./admin-orders-key";
import { AdminOrderActions, CancelForm, CancelLead, DisputeCard } from "./order-actions";
import { ChatCard } from "./order-chat";
import { AdminOrderHeader } from "./order-header";
import { LedgerCard, PaymentsCard } from "./order-money";

/**
 * /admin/orders/[oid]: one order as an operator answers for it — what was bought and where it
 * goes, who bought and sold it, how it went (its status events), the money (gateway payments
 * and the ledger's postings), its shipment, an open dispute, its chat (read-only), and what
 * the state table lets an admin do now: cancel with a refund, or resolve the dispute.
 */
export function AdminOrderView({ id }: { id: number }) {
  const t = useTranslations("adminOrder");
  const idNumber = useIdNumber();
  const [cancelling, setCancelling] = useState(false);
  const [cancellingLoad, setCancellingLoad] = useState(false);
  const [resolving, setResolving] = useState<{ order: Order; outcome: DisputeOutcome } | null>(
    null,
  );
  const query = useApiQuery<AdminOrderDetail>({
    path: `/admin/orders/${id}`,
    cacheKey: ADMIN_ORDERS_KEY,
  });

  if (query.error?.failure.status === 404) {
    return (
      <StatusMessage
        headingLevel={2}
        icon={<OrdersIcon className="size-10" />}
        title={t("notFoundTitle")}
        text={t("notFoundText")}
        actions={
          <Link href="/admin/orders" className={primaryButton}>
            {t("toOrders")}
          </Link>
        }
      />
    );
  }
  if (query.isError) {
    return <LoadFailed text={t("loadFailed")} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div aria-busy="true" className="grid gap-5 lg:grid-cols-3">
        <Skeleton className="h-40 w-full rounded-2xl lg:col-span-2" />
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl lg:col-span-2" />
      </div>
    );
  }
  const detail = query.data.data;
  const { order } = detail;

  return (
    <div className="flex flex-col gap-5" data-testid="admin-order">
      <div className="grid items-start gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          <AdminOrderHeader detail={detail} />
          {detail.dispute ? (
            <DisputeCard
              dispute={detail.dispute}
              onResolve={(outcome) => setResolving({ order, outcome })}
            />
          ) : null}
          <OrderItems order={order} side="customer" />
          <OrderDelivery order={order} side="customer" />
          <OrderShipment order={order} side="customer" />
          <OrderTimeline events={order.events} proof={order.delivery_proof} />
          <PaymentsCard detail={detail} />
          <LedgerCard detail={detail} />
          <ChatCard orderId={order.id} />
        </div>
        <div className="flex flex-col gap-5 lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
          <OrderSummary order={order}>
            <AdminOrderActions
              detail={detail}
              onCancel={() => setCancelling(true)}
              onCancelLoad={() => setCancellingLoad(true)}
              onResolve={(outcome) => setResolving({ order, outcome })}
            />
            {order.paid_at !== null ? (
              <Link href={paths.orderInvoice("admin", order.id)} className={secondaryButton}>
                {t("invoice")}
              </Link>
            ) : null}
          </OrderSummary>
        </div>
      </div>
      <ReasonDialog
        isOpen={cancelling}
        onClose={() => setCancelling(false)}
        title={t("cancelTitle", { id: idNumber(order.id) })}
        lead={<CancelLead totalRials={order.total_rials} />}
      >
        <CancelForm orderId={order.id} onDone={() => setCancelling(false)} />
      </ReasonDialog>
      <ReasonDialog
        isOpen={cancellingLoad}
        onClose={() => setCancellingLoad(false)}
        title={t("cancelLoadTitle", { id: idNumber(order.id) })}
        lead={t("cancelLoadLead")}
      >
        <CancelForm orderId={order.id} what="load" onDone={() => setCancellingLoad(false)} />
      </ReasonDialog>
      <ResolveDialog
        resolving={resolving}
        onClose={() => setResolving(null)}
        cacheKey={ADMIN_ORDERS_KEY}
      />
    </div>
  );
}
