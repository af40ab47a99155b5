import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminsView } from "@/features/admin/console/people/admins-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("console.admins");
  return { title: t("title") };
}

/** Kesht's admins: add one by mobile, remove one. */
export default async function AdminAdminsPage() {
  const t = await getTranslations("console.admins");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <p className="mb-4 text-slate-600">{t("intro")}</p>
      <AdminsView />
    </PageContainer>
  );
}
