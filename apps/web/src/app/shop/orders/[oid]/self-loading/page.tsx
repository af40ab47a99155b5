import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { readOrderId } from "@/features/orders/order-paths";
import { SubHeader } from "@/features/shell/sub-header";
import { SelfLoadingForm } from "@/features/shipping/self-loading-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("form.selfTitle") };
}

export default async function ShopOrdersOidSelfLoadingPage({
  params,
}: {
  params: Promise<{ oid: string }>;
}) {
  const id = readOrderId((await params).oid);
  if (id === null) notFound();
  const t = await getTranslations("shipping");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("form.selfTitle")} fallbackHref="/shop/orders" />
      <SelfLoadingForm orderId={id} />
    </PageContainer>
  );
}
