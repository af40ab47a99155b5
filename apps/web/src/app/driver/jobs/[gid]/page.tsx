import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DriverJobView } from "@/features/shipping/driver-jobs";
import { numberedShippingPage } from "@/lib/server/numbered-shipping-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("driver.jobTitle", { id: "" }).trim() };
}

export default async function DriverJobsGidPage({ params }: { params: Promise<{ gid: string }> }) {
  const { id, title } = await numberedShippingPage((await params).gid, "driver.jobTitle");
  return (
    <PageContainer width="reading">
      <SubHeader title={title} fallbackHref="/driver/jobs" />
      <DriverJobView groupId={id} />
    </PageContainer>
  );
}
