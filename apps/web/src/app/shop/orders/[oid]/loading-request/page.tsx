import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { readOrderId } from "@/features/orders/order-paths";
import { SubHeader } from "@/features/shell/sub-header";
import { LoadingRequestForm } from "@/features/shipping/loading-request-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("form.title") };
}

export default async function ShopOrdersOidLoadingRequestPage({
  params,
}: {
  params: Promise<{ oid: string }>;
}) {
  const id = readOrderId((await params).oid);
  if (id === null) notFound();
  const t = await getTranslations("shipping");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("form.title")} fallbackHref="/shop/orders" />
      <LoadingRequestForm target={{ orderId: id }} />
    </PageContainer>
  );
}
