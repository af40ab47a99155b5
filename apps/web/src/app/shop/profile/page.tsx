import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ShopProfile } from "@/features/account/shop-profile";
import { NotificationsLink } from "@/features/notifications/notifications-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts.shopProfile");
  return { title: t("title") };
}

/** The seller's Profile tab: the shop's details, read-only, and the links to change them. */
export default async function ShopProfilePage() {
  const t = await getTranslations("accounts.shopProfile");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <NotificationsLink reader="seller" />
      <ShopProfile />
    </PageContainer>
  );
}
