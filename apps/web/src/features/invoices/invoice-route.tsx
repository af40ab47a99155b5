import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { readOrderId } from "@/lib/paths";
import type { InvoiceSide } from "./invoice-queries";
import { InvoiceView } from "./invoice-view";

export type InvoiceRouteParams = Promise<{ oid: string }>;

export async function invoiceMetadata(): Promise<Metadata> {
  const t = await getTranslations("invoices");
  return { title: t("title") };
}

/** …/orders/[oid]/invoice for the buyer, the shop and the admins. */
export async function InvoiceRoute({
  side,
  params,
  orderHref,
}: {
  side: InvoiceSide;
  params: InvoiceRouteParams;
  orderHref: (orderId: number) => string;
}) {
  const orderId = readOrderId((await params).oid);
  if (orderId === null) notFound();
  const t = await getTranslations("invoices");
  return (
    <PageContainer>
      <div className="print:hidden">
        <SubHeader title={t("title")} fallbackHref={orderHref(orderId)} />
      </div>
      <InvoiceView side={side} orderId={orderId} />
    </PageContainer>
  );
}
