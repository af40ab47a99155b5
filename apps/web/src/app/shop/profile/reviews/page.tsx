import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { SellerReviews } from "@/features/reviews";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reviews");
  return { title: t("sellerTitle") };
}

/** The shop's reviews (of its products and of itself), each answered once, publicly. */
export default async function ShopReviewsPage() {
  const t = await getTranslations("reviews");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("sellerTitle")} fallbackHref="/shop/profile" />
      <SellerReviews />
    </PageContainer>
  );
}
