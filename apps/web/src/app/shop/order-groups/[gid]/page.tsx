import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { OrderGroupView } from "@/features/shipping/order-group-view";
import { readOrderId } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("group.title", { id: "" }).trim() };
}

export default async function ShopOrderGroupsGidPage({
  params,
}: {
  params: Promise<{ gid: string }>;
}) {
  const id = readOrderId((await params).gid);
  if (id === null) notFound();
  const t = await getTranslations("shipping");
  const format = await getFormatter();
  const number = format.number(id, { useGrouping: false });
  return (
    <PageContainer width="wide">
      <SubHeader title={t("group.title", { id: number })} fallbackHref="/shop/lading-request" />
      <OrderGroupView groupId={id} />
    </PageContainer>
  );
}
