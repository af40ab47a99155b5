import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { readStatusParam } from "@/components/data-table/status-param";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminDeskTabs } from "@/features/desk/admin-desk-tabs";
import { AdminSupport } from "@/features/desk/admin-support";
import { deskStatusTabs } from "@/features/desk/desk-tabs";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.adminSupport");
  return { title: t("title") };
}

/** The admins' support threads, by status (`?status=`, open by default). */
export default async function AdminSupportPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("desk.adminSupport");
  const status = readStatusParam((await searchParams).status, deskStatusTabs);
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminDeskTabs />
      <AdminSupport status={status} />
    </PageContainer>
  );
}
