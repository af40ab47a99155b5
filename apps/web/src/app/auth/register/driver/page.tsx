import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DriverRegistration } from "@/features/drivers/driver-registration";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("drivers.register");
  return { title: t("title") };
}

/** Driver registration: who, which vehicle, where the money goes and where they work. */
export default async function DriverRegistrationPage() {
  const t = await getTranslations("drivers.register");
  return (
    <PageContainer width="reading">
      <div className="mx-auto w-full max-w-2xl">
        <SubHeader title={t("title")} fallbackHref="/auth?door=driver" />
        <DriverRegistration />
      </div>
    </PageContainer>
  );
}
