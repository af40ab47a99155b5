import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminDeskTabs } from "@/features/desk/admin-desk-tabs";
import { AdminMessages } from "@/features/desk/admin-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.adminMessages");
  return { title: t("title") };
}

/** The admins' messages to shops and the shops' replies. */
export default async function AdminMessagesPage() {
  const t = await getTranslations("desk.adminMessages");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminDeskTabs />
      <AdminMessages />
    </PageContainer>
  );
}
