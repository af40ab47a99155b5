import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DriverHome } from "@/features/drivers/driver-home";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("drivers.home");
  return { title: t("title") };
}

/** The driver's home tab. */
export default async function DriverHomePage() {
  const t = await getTranslations("drivers.home");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} hideBack />
      <DriverHome />
    </PageContainer>
  );
}
