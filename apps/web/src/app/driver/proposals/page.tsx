import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DriverProposals } from "@/features/shipping/driver-proposals";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("driver.proposalsTitle", { id: "" }).trim() };
}

export default async function DriverProposalsPage() {
  const t = await getTranslations("shipping");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("driver.proposalsTitle", { id: "" })} fallbackHref="/driver/home" />
      <DriverProposals />
    </PageContainer>
  );
}
