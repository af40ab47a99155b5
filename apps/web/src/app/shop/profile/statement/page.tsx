import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { StatementView } from "@/features/invoices";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("invoices.statement");
  return { title: t("title") };
}

/** The shop's monthly commission statement, from the ledger. */
export default async function ShopStatementPage() {
  const t = await getTranslations("invoices.statement");
  return (
    <PageContainer>
      <SubHeader title={t("title")} fallbackHref="/shop/profile" />
      <StatementView />
    </PageContainer>
  );
}
