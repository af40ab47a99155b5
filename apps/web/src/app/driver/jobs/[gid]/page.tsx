import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DriverJobView } from "@/features/shipping/driver-jobs";
import { readOrderId } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("driver.jobTitle", { id: "" }).trim() };
}

export default async function DriverJobsGidPage({ params }: { params: Promise<{ gid: string }> }) {
  const id = readOrderId((await params).gid);
  if (id === null) notFound();
  const t = await getTranslations("shipping");
  const format = await getFormatter();
  const number = format.number(id, { useGrouping: false });
  return (
    <PageContainer width="reading">
      <SubHeader title={t("driver.jobTitle", { id: number })} fallbackHref="/driver/jobs" />
      <DriverJobView groupId={id} />
    </PageContainer>
  );
}
