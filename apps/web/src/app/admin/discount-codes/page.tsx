import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DiscountCodes } from "@/features/discount-codes";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("discounts");
  return { title: t("title") };
}

/** The platform's discount codes, paid from platform revenue (decision 040). */
export default async function AdminDiscountCodesPage() {
  const t = await getTranslations("discounts");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <DiscountCodes manager="admin" />
    </PageContainer>
  );
}
