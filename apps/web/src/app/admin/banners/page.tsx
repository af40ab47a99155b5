import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminBanners } from "@/features/admin/catalogue/admin-banners";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalogue.banners");
  return { title: t("title") };
}

export default async function AdminBannersPage() {
  const t = await getTranslations("adminCatalogue.banners");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminBanners />
    </PageContainer>
  );
}
