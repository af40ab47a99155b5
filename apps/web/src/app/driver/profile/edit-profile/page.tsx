import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DriverEditProfile } from "@/features/drivers/driver-registration";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("drivers.edit");
  return { title: t("title") };
}

/** Edit the registration; a rejected driver fixes it here and sends it for review again. */
export default async function DriverEditProfilePage() {
  const t = await getTranslations("drivers.edit");
  return (
    <PageContainer width="reading">
      <div className="mx-auto w-full max-w-2xl">
        <SubHeader title={t("title")} fallbackHref="/driver/profile" />
        <DriverEditProfile />
      </div>
    </PageContainer>
  );
}
