import type { OrderSide } from "@kesht/contracts";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { readPaymentOutcome } from "@/features/wallet";
import { paths, readOrderId } from "@/lib/paths";
import { OrderDetailView } from "./order-detail-view";

export type OrderRouteParams = Promise<{ oid: string }>;
export type OrderRouteSearchParams = Promise<Record<string, string | string[] | undefined>>;

async function orderTitle(oid: string) {
  const orderId = readOrderId(oid);
  if (orderId === null) return null;
  const t = await getTranslations("orders.detail");
  const format = await getFormatter();
  return { orderId, title: t("title", { number: format.number(orderId, { useGrouping: false }) }) };
}

export async function orderRouteMetadata(params: OrderRouteParams): Promise<Metadata> {
  const order = await orderTitle((await params).oid);
  return order ? { title: order.title } : {};
}

/** /customer/orders/[oid] and /shop/orders/[oid]: one order, as its customer or its shop sees it. */
export async function OrderRoute({
  side,
  params,
  searchParams,
}: {
  side: OrderSide;
  params: OrderRouteParams;
  searchParams: OrderRouteSearchParams;
}) {
  const order = await orderTitle((await params).oid);
  if (!order) notFound();
  const paymentOutcome = readPaymentOutcome((await searchParams).payment);
  const list = paths.orders(side);
  return (
    <PageContainer>
      {/* Back from the gateway's return would lead into the gateway: go to the list then. */}
      <SubHeader
        title={order.title}
        fallbackHref={list}
        backHref={paymentOutcome ? list : undefined}
      />
      <OrderDetailView side={side} orderId={order.orderId} paymentOutcome={paymentOutcome} />
    </PageContainer>
  );
}
