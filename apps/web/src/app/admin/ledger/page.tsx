import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { LedgerView } from "@/features/admin/console/money/ledger-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("console.ledger");
  return { title: t("title") };
}

/** The ledger as the admins check it: the trial balance and the platform's revenue. */
export default async function AdminLedgerPage() {
  const t = await getTranslations("console.ledger");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <LedgerView />
    </PageContainer>
  );
}
