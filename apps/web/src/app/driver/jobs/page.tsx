import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DriverJobs } from "@/features/shipping/driver-jobs";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("driver.jobsTitle", { id: "" }).trim() };
}

export default async function DriverJobsPage() {
  const t = await getTranslations("shipping");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("driver.jobsTitle", { id: "" })} fallbackHref="/driver/home" />
      <DriverJobs />
    </PageContainer>
  );
}
