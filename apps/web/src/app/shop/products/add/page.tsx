import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AddProductDetails } from "@/features/seller-products/add/add-product-details";
import { AddSteps } from "@/features/seller-products/add/add-steps";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("sellerProducts.add");
  return { title: t("title") };
}

/** Adding a product, step 1 of 2: what it is, its photos, stock and price. */
export default async function AddProductPage() {
  const t = await getTranslations("sellerProducts.add");
  return (
    <PageContainer width="reading">
      <div className="mx-auto w-full max-w-2xl">
        <SubHeader title={t("title")} fallbackHref="/shop/products" />
        <AddSteps current={1} />
        <AddProductDetails />
      </div>
    </PageContainer>
  );
}
