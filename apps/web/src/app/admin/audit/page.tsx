import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AuditTable } from "@/features/admin/console/audit/audit-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("console.audit");
  return { title: t("title") };
}

/** Who did what, when: every admin action, append-only. */
export default async function AdminAuditPage() {
  const t = await getTranslations("console.audit");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <p className="mb-4 text-slate-600">{t("intro")}</p>
      <AuditTable />
    </PageContainer>
  );
}
