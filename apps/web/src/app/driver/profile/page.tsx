import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DriverProfileView } from "@/features/drivers/driver-profile";
import { NotificationsLink } from "@/features/notifications/notifications-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("drivers.profile");
  return { title: t("title") };
}

/** The driver's Profile tab: the registration, read-only, and the driver's other pages. */
export default async function DriverProfilePage() {
  const t = await getTranslations("drivers.profile");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} hideBack />
      <NotificationsLink reader="driver" />
      <DriverProfileView />
    </PageContainer>
  );
}
