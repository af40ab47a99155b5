import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DiscountCodes } from "@/features/discount-codes";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("discounts");
  return { title: t("title") };
}

/** The shop's discount codes on its own products (decision 040). */
export default async function ShopDiscountCodesPage() {
  const t = await getTranslations("discounts");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref="/shop/profile" />
      <DiscountCodes manager="seller" />
    </PageContainer>
  );
}
