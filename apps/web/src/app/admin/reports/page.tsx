import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { AdminDeskTabs } from "@/features/desk/admin-desk-tabs";
import { AdminReports } from "@/features/desk/admin-reports";
import { SubHeader } from "@/features/shell/sub-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.adminReports");
  return { title: t("title") };
}

/** The admins' reports: filtered, answered once, closed. */
export default async function AdminReportsPage() {
  const t = await getTranslations("desk.adminReports");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminDeskTabs />
      <AdminReports />
    </PageContainer>
  );
}
