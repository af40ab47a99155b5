import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { OrderGroupView } from "@/features/shipping/order-group-view";
import { numberedShippingPage } from "@/lib/server/numbered-shipping-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("group.title", { id: "" }).trim() };
}

export default async function ShopOrderGroupsGidPage({
  params,
}: {
  params: Promise<{ gid: string }>;
}) {
  const { id, title } = await numberedShippingPage((await params).gid, "group.title");
  return (
    <PageContainer width="wide">
      <SubHeader title={title} fallbackHref="/shop/lading-request" />
      <OrderGroupView groupId={id} />
    </PageContainer>
  );
}
