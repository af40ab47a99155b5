import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { PendingSellers } from "@/features/admin/pending-sellers";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts.admin");
  return { title: t("title") };
}

/** The admin's review queue: approve a shop, or reject it with a reason. */
export default async function AdminSellersPage() {
  const t = await getTranslations("accounts.admin");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <PendingSellers />
    </PageContainer>
  );
}
