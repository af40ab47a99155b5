import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { CustomerProfileMenu } from "@/features/account/customer-profile";
import { NotificationsLink } from "@/features/notifications/notifications-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts.customerProfile");
  return { title: t("title") };
}

/** The Profile tab: a section of its own, so no back arrow. */
export default async function CustomerProfilePage() {
  const t = await getTranslations("accounts.customerProfile");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} hideBack />
      <NotificationsLink reader="customer" />
      <CustomerProfileMenu />
    </PageContainer>
  );
}
