import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { getReviews, ReviewsSection, readReviewView } from "@/features/reviews";
import { storefrontClientMessages } from "@/features/storefront/client-messages";
import {
  detailPageMetadata,
  detailReadFailed,
  notFoundMetadata,
} from "@/features/storefront/detail-page";
import { readWholeNumber } from "@/features/storefront/product-filters";
import { SHOP_PRODUCTS_PER_PAGE, ShopView } from "@/features/storefront/shops/shop-view";
import {
  getCategories,
  getProducts,
  getShop,
  getSubcategories,
  iconsById,
  parseId,
} from "@/features/storefront/storefront-reads";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { bilingual } from "@/lib/i18n/languages";

type Params = Promise<{ sid: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = parseId((await params).sid);
  const result = id === null ? null : await getShop(id);
  if (!result?.ok) return notFoundMetadata();
  const shop = result.data;
  const name = bilingual(shop, await getLocale());
  const t = await getTranslations("storefront.shop");
  return detailPageMetadata({
    name,
    description: t("metaDescription", { name }),
    path: `/customer/shops/${shop.id}`,
    imageUrl: (shop.logo ?? shop.store_images[0])?.url,
  });
}

/** `/customer/shops/[sid]`: an approved shop and its products; 404 for any other. */
export default async function ShopPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const id = parseId((await params).sid);
  if (id === null) notFound();
  const search = await searchParams;
  const view = readReviewView(search);
  const rawPage = search.page;
  const parsedPage = readWholeNumber((Array.isArray(rawPage) ? rawPage[0] : rawPage) ?? "");
  const page = parsedPage !== null && parsedPage >= 1 ? Math.min(parsedPage, 500) : 1;
  const [shop, products, categories, subcategories, reviews] = await Promise.all([
    getShop(id),
    getProducts({ seller_id: id, sort: "newest", page, per_page: SHOP_PRODUCTS_PER_PAGE }),
    getCategories(),
    getSubcategories(),
    getReviews("shop", id, view),
  ]);
  if (!shop.ok) {
    return detailReadFailed(shop.status, {
      page: "shop",
      retryHref: `/customer/shops/${id}`,
      elsewhereHref: "/customer/shops",
    });
  }
  return (
    <ClientMessages namespaces={storefrontClientMessages.shop}>
      <PageContainer>
        <ShopView
          shop={shop.data}
          products={products}
          page={page}
          icons={iconsById(categories, subcategories)}
        />
        <ReviewsSection
          list={reviews.ok ? reviews.data : null}
          view={view}
          basePath={`/customer/shops/${id}`}
        />
      </PageContainer>
    </ClientMessages>
  );
}
