import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ShopAdminThread } from "@/features/desk/shop-admin-thread";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.shopAdmin");
  return { title: t("title") };
}

export default async function ShopAdminMessagesPage() {
  const t = await getTranslations("desk.shopAdmin");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref="/shop/profile/messages" />
      <ShopAdminThread />
    </PageContainer>
  );
}
