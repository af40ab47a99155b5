import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminDeliveries } from "@/features/admin/deliveries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminDeliveries");
  return { title: t("title") };
}

/** Deliveries outside the app that failed: the admins see them and may send one again. */
export default async function AdminDeliveriesPage() {
  const t = await getTranslations("adminDeliveries");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminDeliveries />
    </PageContainer>
  );
}
