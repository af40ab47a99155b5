import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ReturnDisputes } from "@/features/returns";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("returns.admin");
  return { title: t("title") };
}

/** The admin's disputed returns: each ended with an amount, refunded from the shop's wallet. */
export default async function AdminReturnsPage() {
  const t = await getTranslations("returns.admin");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <p className="mb-4 text-sm text-slate-600">{t("intro")}</p>
      <ReturnDisputes />
    </PageContainer>
  );
}
