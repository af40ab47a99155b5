import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { storefrontClientMessages } from "@/features/storefront/client-messages";
import { parseProductFilters, productsHref } from "@/features/storefront/product-filters";
import { ProductsView, productsTitle } from "@/features/storefront/products/products-view";
import { absoluteUrl } from "@/features/storefront/site-url";
import { ClientMessages } from "@/lib/i18n/client-messages";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const filters = parseProductFilters(await searchParams);
  const t = await getTranslations("storefront.products");
  // Searches, price ranges and orderings are endless variations of the same products:
  // crawlers follow their links but index the plain and per-category listings only.
  const isVariation =
    filters.search !== "" ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.sort !== null;
  const title = await productsTitle(filters);
  const url = absoluteUrl(productsHref(filters));
  return {
    title,
    description: t("metaDescription"),
    alternates: { canonical: url },
    openGraph: { title, description: t("metaDescription"), url, type: "website" },
    robots: isVariation ? { index: false, follow: true } : undefined,
  };
}

/** `/customer/products`: SPEC §2's product list, filtered by the URL. */
export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ClientMessages namespaces={storefrontClientMessages.products}>
      <ProductsView filters={parseProductFilters(await searchParams)} />
    </ClientMessages>
  );
}
