import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { productDescription, productName } from "@/features/catalog/product-text";
import { PriceHistoryChart } from "@/features/favourites";
import { getReviews, ReviewsSection, readReviewView } from "@/features/reviews";
import { storefrontClientMessages } from "@/features/storefront/client-messages";
import {
  detailPageMetadata,
  detailReadFailed,
  notFoundMetadata,
} from "@/features/storefront/detail-page";
import { ProductView } from "@/features/storefront/product/product-view";
import { RelatedProducts } from "@/features/storefront/product/related-products";
import { productsHref } from "@/features/storefront/product-filters";
import { buildProductJsonLd, serializeJsonLd } from "@/features/storefront/product-json-ld";
import { siteUrl } from "@/features/storefront/site-url";
import {
  getCategories,
  getPriceHistory,
  getProduct,
  getSubcategories,
  iconsById,
  parseId,
} from "@/features/storefront/storefront-reads";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { bilingual } from "@/lib/i18n/languages";

type Params = Promise<{ pid: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A description for search results and link previews: the first ~160 characters. */
function summary(text: string | null, fallback: string): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (!clean) return fallback;
  return clean.length > 160 ? `${clean.slice(0, 157).trimEnd()}…` : clean;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = parseId((await params).pid);
  const result = id === null ? null : await getProduct(id);
  if (!result?.ok) return notFoundMetadata();
  const product = result.data;
  const language = await getLocale();
  const t = await getTranslations("storefront.product");
  const name = productName(product, language);
  const cover = product.images[0];
  return detailPageMetadata({
    name,
    description: summary(
      productDescription(product, language),
      t("metaDescription", { name, shop: bilingual(product.seller, language) }),
    ),
    path: `/customer/products/${product.id}`,
    imageUrl: cover ? (cover.variants["1280"] ?? cover.url) : undefined,
  });
}

/** `/customer/products/[pid]`: one listed product; 404 for anything not listed. */
export default async function ProductPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const id = parseId((await params).pid);
  if (id === null) notFound();
  const view = readReviewView(await searchParams);
  const [result, categories, subcategories, reviews, prices] = await Promise.all([
    getProduct(id),
    getCategories(),
    getSubcategories(),
    getReviews("product", id, view),
    getPriceHistory(id),
  ]);
  if (!result.ok) {
    return detailReadFailed(result.status, {
      page: "product",
      retryHref: `/customer/products/${id}`,
      elsewhereHref: productsHref(),
    });
  }
  const product = result.data;
  const icons = iconsById(categories, subcategories);
  const language = await getLocale();
  const jsonLd = buildProductJsonLd(product, { language, siteUrl: siteUrl() });
  return (
    <ClientMessages namespaces={storefrontClientMessages.product}>
      <PageContainer>
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes "<" so it cannot close the script.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
        <ProductView
          product={product}
          categoryIcon={icons[product.category_id] ?? "leaf"}
          // A history that could not be read leaves the page whole, without its chart.
          priceHistory={prices.ok ? <PriceHistoryChart points={prices.data.points} /> : null}
          related={
            <>
              <ReviewsSection
                list={reviews.ok ? reviews.data : null}
                view={view}
                basePath={`/customer/products/${product.id}`}
              />
              <RelatedProducts product={product} icons={icons} />
            </>
          }
        />
      </PageContainer>
    </ClientMessages>
  );
}
