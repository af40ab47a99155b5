import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminRates } from "@/features/admin/rates/admin-rates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalogue.rates");
  return { title: t("title") };
}

export default async function AdminRatesPage() {
  const t = await getTranslations("adminCatalogue.rates");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminRates />
    </PageContainer>
  );
}
