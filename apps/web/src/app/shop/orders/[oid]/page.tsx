import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { OrderDetailView } from "@/features/orders/order-detail-view";
import { readOrderId } from "@/features/orders/order-paths";
import { SubHeader } from "@/features/shell/sub-header";
import { readPaymentOutcome } from "@/features/wallet/payment-outcome";

type Params = Promise<{ oid: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function orderTitle(oid: string) {
  const orderId = readOrderId(oid);
  if (orderId === null) return null;
  const t = await getTranslations("orders.detail");
  const format = await getFormatter();
  return { orderId, title: t("title", { number: format.number(orderId, { useGrouping: false }) }) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const order = await orderTitle((await params).oid);
  return order ? { title: order.title } : {};
}

export default async function ShopOrderPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const order = await orderTitle((await params).oid);
  if (!order) notFound();
  const paymentOutcome = readPaymentOutcome((await searchParams).payment);
  return (
    <PageContainer>
      {/* Back from the gateway's return would lead into the gateway: go to the list then. */}
      <SubHeader
        title={order.title}
        fallbackHref="/shop/orders"
        backHref={paymentOutcome ? "/shop/orders" : undefined}
      />
      <OrderDetailView side="seller" orderId={order.orderId} paymentOutcome={paymentOutcome} />
    </PageContainer>
  );
}
