import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { EditProduct } from "@/features/seller-products/edit/edit-product";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("sellerProducts.edit");
  return { title: t("title") };
}

/** One of the seller's products: view and edit it, hide or list it, delete it. */
export default async function SellerProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Only a product id can name a product; anything else is no page at all.
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  const t = await getTranslations("sellerProducts.edit");
  return (
    <PageContainer width="reading">
      <div className="mx-auto w-full max-w-2xl">
        <SubHeader title={t("title")} fallbackHref="/shop/products" />
        <EditProduct productId={Number(id)} />
      </div>
    </PageContainer>
  );
}
