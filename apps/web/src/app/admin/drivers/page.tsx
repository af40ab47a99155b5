import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { PendingDrivers } from "@/features/drivers/admin-drivers";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("drivers.admin");
  return { title: t("title") };
}

/** The admin's driver review: approve a driver, or reject them with a reason. */
export default async function AdminDriversPage() {
  const t = await getTranslations("drivers.admin");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <PendingDrivers />
    </PageContainer>
  );
}
