import { getLocale, getTranslations } from "next-intl/server";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { UnavailableView } from "@/components/feedback/unavailable-view";
import { CloseIcon, SearchIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { PageContainer } from "@/components/page-container";
import { StatusMessage } from "@/components/status-message";
import { firstScreenCards, ProductCard } from "@/features/catalog";
import { bilingual } from "@/lib/i18n/languages";
import {
  hasNarrowingFilters,
  type ProductFilters,
  productsApiQuery,
  productsHref,
} from "../product-filters";
import { getCategories, getProducts, getSubcategories, iconsById } from "../storefront-reads";
import { categoryOptions, findCategory } from "./category-options";
import { ProductList } from "./product-list";
import { ProductsBrowser } from "./products-browser";
import { productsTitleKey } from "./products-title";

/** Five rows of four, four rows of five: full rows at every grid width from 992px. */
export const PRODUCTS_PER_PAGE = 20;

/** The heading of the products page, also its document title. */
export async function productsTitle(filters: ProductFilters): Promise<string> {
  const t = await getTranslations("storefront.products");
  const language = await getLocale();
  const [categories, subcategories] = await Promise.all([getCategories(), getSubcategories()]);
  const category = findCategory(
    filters.categoryId,
    categories.ok ? categories.data : [],
    subcategories.ok ? subcategories.data : [],
  );
  const categoryTitle = category
    ? bilingual(category, language)
    : filters.categoryId !== null && filters.categoryName
      ? filters.categoryName
      : null;
  return t(productsTitleKey(filters, categoryTitle), {
    search: filters.search,
    category: categoryTitle ?? "",
  });
}

/** `/customer/products`: the filter bar and one page of results, rendered on the server. */
export async function ProductsView({ filters }: { filters: ProductFilters }) {
  const t = await getTranslations("storefront.products");
  const language = await getLocale();
  const [categories, subcategories, products, title] = await Promise.all([
    getCategories(),
    getSubcategories(),
    getProducts(productsApiQuery(filters, PRODUCTS_PER_PAGE)),
    productsTitle(filters),
  ]);
  const icons = iconsById(categories, subcategories);
  const options = categoryOptions(
    categories.ok ? categories.data : [],
    subcategories.ok ? subcategories.data : [],
    language,
  );
  const isNarrowed = hasNarrowingFilters(filters);
  const { page: _page, ...listQuery } = productsApiQuery(filters, PRODUCTS_PER_PAGE);

  return (
    <PageContainer>
      <h1 className="text-xl font-bold text-slate-900 lg:text-2xl" dir="auto">
        {title}
      </h1>
      {filters.search || isNarrowed ? (
        <div className="mt-3 mb-4 flex flex-wrap items-center gap-2">
          {filters.search ? (
            <Link
              href={productsHref({ ...filters, search: "", page: 1 })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-primary-50 ps-3 pe-2 text-sm font-medium text-primary-800 hover:bg-primary-100"
            >
              <SearchIcon className="size-4" />
              <span dir="auto">{filters.search}</span>
              <CloseIcon className="size-4" />
              <span className="sr-only">{t("removeSearch", { search: filters.search })}</span>
            </Link>
          ) : null}
          <Link
            href={productsHref()}
            className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-medium text-slate-600 underline underline-offset-4 hover:text-slate-900"
          >
            {t("clearFilters")}
          </Link>
        </div>
      ) : (
        <div className="mb-4" />
      )}
      <ProductsBrowser filters={filters} categories={options}>
        {!products.ok ? (
          <UnavailableView
            title={t("errorTitle")}
            text={t("errorText")}
            retry={{ href: productsHref(filters), text: t("retry") }}
          />
        ) : products.data.items.length === 0 ? (
          <StatusMessage
            headingLevel={2}
            icon={<SearchIcon className="size-12" />}
            title={isNarrowed ? t("emptyTitle") : t("emptyNoProductsTitle")}
            text={isNarrowed ? t("emptyText") : t("emptyNoProductsText")}
            actions={
              isNarrowed ? (
                <Link href={productsHref()} className={primaryButton}>
                  {t("clearFilters")}
                </Link>
              ) : filters.page > 1 ? (
                <Link href={productsHref({ ...filters, page: 1 })} className={secondaryButton}>
                  {t("firstPage")}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <>
            {filters.page > 1 ? (
              <p className="mb-4">
                <Link
                  href={productsHref({ ...filters, page: filters.page - 1 })}
                  rel="prev"
                  className="text-sm font-medium text-primary-700 underline underline-offset-4"
                >
                  {t("previousPage")}
                </Link>
              </p>
            ) : null}
            <ProductList
              key={productsHref(filters)}
              query={listQuery}
              nextPage={filters.page + 1}
              hasMore={products.data.has_more}
              listHref={productsHref({ ...filters, page: 1 })}
              categoryIcons={icons}
              headingLevel={2}
              label={title}
            >
              {products.data.items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    priority={index < firstScreenCards}
                    categoryIcon={icons[product.category_id] ?? "leaf"}
                    headingLevel={2}
                  />
                </li>
              ))}
            </ProductList>
          </>
        )}
      </ProductsBrowser>
    </PageContainer>
  );
}
