import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminDisputes } from "@/features/admin/disputes";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders.disputes");
  return { title: t("title") };
}

/** The admin's disputed orders: each settled as received or cancelled with a refund. */
export default async function AdminDisputesPage() {
  const t = await getTranslations("orders.disputes");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminDisputes />
    </PageContainer>
  );
}
