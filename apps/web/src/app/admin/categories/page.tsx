import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminCategories } from "@/features/admin/catalogue/admin-categories";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalogue.categories");
  return { title: t("title") };
}

export default async function AdminCategoriesPage() {
  const t = await getTranslations("adminCatalogue.categories");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminCategories />
    </PageContainer>
  );
}
