import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DriverRequestView } from "@/features/shipping/driver-request-view";
import { numberedShippingPage } from "@/lib/server/numbered-shipping-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("driver.requestTitle", { id: "" }).trim() };
}

export default async function DriverLoadingRequestsIdPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id, title } = await numberedShippingPage((await params).id, "driver.requestTitle");
  return (
    <PageContainer width="reading">
      <SubHeader title={title} fallbackHref="/driver/home" />
      <DriverRequestView requestId={id} />
    </PageContainer>
  );
}
