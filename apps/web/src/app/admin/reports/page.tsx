import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { readStatusParam } from "@/components/data-table/status-param";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminDeskTabs } from "@/features/desk/admin-desk-tabs";
import { AdminReports } from "@/features/desk/admin-reports";
import { deskStatusTabs } from "@/features/desk/desk-tabs";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.adminReports");
  return { title: t("title") };
}

/** The admins' reports: by status (`?status=`, open by default), answered once, closed. */
export default async function AdminReportsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("desk.adminReports");
  const status = readStatusParam((await searchParams).status, deskStatusTabs);
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminDeskTabs />
      <AdminReports status={status} />
    </PageContainer>
  );
}
