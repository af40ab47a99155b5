import type { NotificationRole } from "@kesht/contracts";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/link";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { PushToggle } from "@/features/installable";
import { notificationsPages } from "./notification-role";
import { NotificationsView } from "./notifications-view";

export async function notificationsMetadata(): Promise<Metadata> {
  const t = await getTranslations("notifications");
  return { title: t("title") };
}

/** A role's notifications page, the same for customers, shops and drivers. */
export async function NotificationsPage({ reader }: { reader: NotificationRole }) {
  const t = await getTranslations("notifications");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref={notificationsPages(reader).profile} />
      <PushToggle />
      <Link
        href={`${notificationsPages(reader).profile}/notification-settings`}
        className="mb-4 inline-block text-primary-800 hover:underline"
      >
        {t("settingsLink")}
      </Link>
      <NotificationsView reader={reader} />
    </PageContainer>
  );
}
