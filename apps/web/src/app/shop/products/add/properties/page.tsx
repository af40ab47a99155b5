import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AddProductProperties } from "@/features/seller-products/add/add-product-properties";
import { AddSteps } from "@/features/seller-products/add/add-steps";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("sellerProducts.add");
  return { title: t("propertiesTitle") };
}

/** Adding a product, step 2 of 2: the category's properties, then the product is added. */
export default async function AddProductPropertiesPage() {
  const t = await getTranslations("sellerProducts.add");
  return (
    <PageContainer width="reading">
      <div className="mx-auto w-full max-w-2xl">
        <SubHeader title={t("title")} fallbackHref="/shop/products/add" />
        <AddSteps current={2} />
        <AddProductProperties />
      </div>
    </PageContainer>
  );
}
