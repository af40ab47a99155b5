import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { AdminDeskTabs } from "@/features/desk/admin-desk-tabs";
import { AdminSupport } from "@/features/desk/admin-support";
import { SubHeader } from "@/features/shell/sub-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.adminSupport");
  return { title: t("title") };
}

/** The admins' support threads, by status. */
export default async function AdminSupportPage() {
  const t = await getTranslations("desk.adminSupport");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminDeskTabs />
      <AdminSupport />
    </PageContainer>
  );
}
