import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ShopDashboard } from "@/features/account/shop-dashboard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts.shopHome");
  return { title: t("title") };
}

/** The Dashboard tab, the seller's home (SPEC §2). */
export default async function ShopHomePage() {
  const t = await getTranslations("accounts.shopHome");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <ShopDashboard />
    </PageContainer>
  );
}
