import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminUnits } from "@/features/admin/catalogue/admin-units";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalogue.units");
  return { title: t("title") };
}

export default async function AdminUnitsPage() {
  const t = await getTranslations("adminCatalogue.units");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminUnits />
    </PageContainer>
  );
}
