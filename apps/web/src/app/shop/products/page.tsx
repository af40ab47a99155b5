import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { isSellerProductStatus } from "@/features/seller-products/list/list-href";
import { SellerProductsList } from "@/features/seller-products/list/seller-products-list";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("sellerProducts.list");
  return { title: t("title") };
}

/** The seller's Products tab (SPEC §2): `?status=all|active|inactive` and `?search=`. */
export default async function SellerProductsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("sellerProducts.list");
  const { status, search } = await searchParams;
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <SellerProductsList
        initialStatus={isSellerProductStatus(status) ? status : "all"}
        initialSearch={typeof search === "string" ? search : ""}
      />
    </PageContainer>
  );
}
