import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { NotificationSettings } from "./notification-settings";

export async function notificationSettingsMetadata(): Promise<Metadata> {
  const t = await getTranslations("notificationSettings");
  return { title: t("title") };
}

/** A profile's notification settings page, the same for customers, shops and drivers. */
export async function NotificationSettingsPage({ profile }: { profile: string }) {
  const t = await getTranslations("notificationSettings");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref={profile} />
      <NotificationSettings />
    </PageContainer>
  );
}
