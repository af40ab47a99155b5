import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminContentList } from "@/features/admin/content/admin-content";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalogue.content");
  return { title: t("title") };
}

export default async function AdminContentPage() {
  const t = await getTranslations("adminCatalogue.content");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminContentList />
    </PageContainer>
  );
}
