import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DriverRequestView } from "@/features/shipping/driver-request-view";
import { readOrderId } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("driver.requestTitle", { id: "" }).trim() };
}

export default async function DriverLoadingRequestsIdPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const id = readOrderId((await params).id);
  if (id === null) notFound();
  const t = await getTranslations("shipping");
  const format = await getFormatter();
  const number = format.number(id, { useGrouping: false });
  return (
    <PageContainer width="reading">
      <SubHeader title={t("driver.requestTitle", { id: number })} fallbackHref="/driver/home" />
      <DriverRequestView requestId={id} />
    </PageContainer>
  );
}
