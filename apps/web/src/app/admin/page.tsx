import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminDashboard } from "@/features/admin/dashboard/admin-dashboard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalogue.dashboard");
  return { title: t("title") };
}

/** The admin's home: today's figures, the queues and the last 30 days. */
export default async function AdminHomePage() {
  const t = await getTranslations("adminCatalogue.dashboard");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminDashboard />
    </PageContainer>
  );
}
