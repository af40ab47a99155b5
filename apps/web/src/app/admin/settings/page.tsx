import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { SettingsView } from "@/features/admin/console/money/settings-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("console.settings");
  return { title: t("title") };
}

/** The platform's settings: the commission, with its history. */
export default async function AdminSettingsPage() {
  const t = await getTranslations("console.settings");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <SettingsView />
    </PageContainer>
  );
}
