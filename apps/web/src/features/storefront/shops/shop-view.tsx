import type { ProductPage, ShopDetail } from "@kesht/contracts";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { SectionUnavailable } from "@/components/feedback/section-unavailable";
import { bdi } from "@/components/text/bdi";
import { FavouriteHeart, firstScreenCards, ProductCard } from "@/features/catalog";
import { CustomerReportEntry } from "@/features/desk";
import { bilingual, joinInline } from "@/lib/i18n/languages";
import { paths } from "@/lib/paths";
import type { ApiResult } from "@/lib/server/fetch-api";
import { pageHref } from "../list-href";
import { ProductList } from "../products/product-list";
import { SectionEmpty } from "../section-empty";
import { ShopImages } from "./shop-images";
import { ShopLocationText } from "./shop-location-text";
import { ShopLogo } from "./shop-logo";

export const SHOP_PRODUCTS_PER_PAGE = 20;

interface ShopViewProps {
  shop: ShopDetail;
  products: ApiResult<ProductPage>;
  page: number;
  icons: Record<number, string>;
}

/** `/customer/shops/[sid]`: who the shop is, its photos, and the products it lists. */
export async function ShopView({ shop, products, page, icons }: ShopViewProps) {
  const t = await getTranslations("storefront.shop");
  const heart = await getTranslations("favourites.shop");
  const format = await getFormatter();
  const language = await getLocale();
  const listHref = paths.shop(shop.id);
  const name = bilingual(shop, await getLocale());
  const productsLabel = t.markup("productsTitle", { name, bdi: (chunks) => chunks });

  return (
    <>
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center lg:p-6">
        <ShopLogo logo={shop.logo} className="size-20 lg:size-24" sizes="96px" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold text-slate-900 lg:text-3xl" dir="auto">
            {name}
          </h1>
          <ShopLocationText shop={shop} className="mt-1 text-slate-600" />
          <p className="mt-1 text-sm text-slate-500">
            {joinInline(language, [
              t("since", {
                date: format.dateTime(new Date(shop.created_at), { dateStyle: "long" }),
              }),
              t("productCount", { count: shop.product_count }),
            ])}
          </p>
        </div>
        <FavouriteHeart
          kind="shop"
          id={shop.id}
          labels={{ add: heart("add", { name }), remove: heart("remove", { name }) }}
        />
        <CustomerReportEntry subjectKind="shop" subjectId={shop.id} />
      </header>

      <ShopImages
        title={t("storeImages")}
        images={shop.store_images}
        name={name}
        id="shop-store-images"
      />
      <ShopImages
        title={t("farmImages")}
        images={shop.farm_images}
        name={name}
        id="shop-farm-images"
      />

      <section aria-labelledby="shop-products-title" className="mt-10">
        <h2 id="shop-products-title" className="mb-4 text-xl font-bold text-slate-900 lg:text-2xl">
          {t.rich("productsTitle", { name, bdi })}
        </h2>
        {!products.ok ? (
          <SectionUnavailable retryHref={pageHref(listHref, page)} />
        ) : products.data.items.length === 0 ? (
          page > 1 ? (
            <SectionEmpty text={t("noMoreProducts")} />
          ) : (
            <SectionEmpty text={t("productsEmpty")} />
          )
        ) : (
          <>
            {page > 1 ? (
              <p className="mb-4">
                <a
                  href={pageHref(listHref, page - 1)}
                  rel="prev"
                  className="text-sm font-medium text-primary-700 underline underline-offset-4"
                >
                  {t("previousPage")}
                </a>
              </p>
            ) : null}
            <ProductList
              key={page}
              query={{ seller_id: shop.id, sort: "newest", per_page: SHOP_PRODUCTS_PER_PAGE }}
              nextPage={page + 1}
              hasMore={products.data.has_more}
              listHref={listHref}
              categoryIcons={icons}
              label={productsLabel}
            >
              {products.data.items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    priority={index < firstScreenCards}
                    categoryIcon={icons[product.category_id] ?? "leaf"}
                  />
                </li>
              ))}
            </ProductList>
          </>
        )}
      </section>
    </>
  );
}
