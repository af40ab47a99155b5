import type { Category } from "@kesht/contracts";
import { getLocale, getTranslations } from "next-intl/server";
import { UnavailableView } from "@/components/feedback/unavailable-view";
import { Link } from "@/components/link";
import { PageContainer } from "@/components/page-container";
import { StatusMessage } from "@/components/status-message";
import { CategoryIcon, categoryTint } from "@/features/catalog";
import { bilingual } from "@/lib/i18n/languages";
import { categoryHref } from "../product-filters";
import { getCategories, getSubcategories } from "../storefront-reads";

/**
 * `/customer/categories`: every category with its icon, product count and subcategories, each
 * leading to the products page filtered by it (with SPEC §2's four parameters).
 */
export async function CategoriesView() {
  const t = await getTranslations("storefront.categories");
  const common = await getTranslations("storefront.common");
  const language = await getLocale();
  const [categories, subcategories] = await Promise.all([getCategories(), getSubcategories()]);
  const title = (category: Category) => bilingual(category, language);

  return (
    <PageContainer>
      <h1 className="mb-6 text-xl font-bold text-slate-900 lg:text-2xl">{t("title")}</h1>
      {!categories.ok ? (
        <UnavailableView
          title={t("errorTitle")}
          text={t("errorText")}
          retry={{ href: "/customer/categories", text: t("retry") }}
        />
      ) : categories.data.length === 0 ? (
        <StatusMessage headingLevel={2} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.data.map((category) => {
            const children = subcategories.ok
              ? withProductsFirst(subcategories.data.filter((sub) => sub.parent_id === category.id))
              : [];
            return (
              <li
                key={category.id}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  <span
                    className={`flex size-14 shrink-0 items-center justify-center rounded-2xl ${categoryTint(category.icon)}`}
                  >
                    <CategoryIcon icon={category.icon} className="size-8" />
                  </span>
                  <div className="min-w-0">
                    <h2 className="text-lg font-bold text-slate-900">
                      <Link
                        href={categoryHref({ id: category.id, title: title(category) })}
                        className="hover:text-primary-700 hover:underline"
                      >
                        {title(category)}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-600">
                      {common("productCount", { count: category.product_count })}
                    </p>
                  </div>
                </div>
                {children.length > 0 ? (
                  // One line per subcategory, so a card's height depends on how many it has,
                  // not on how its names wrap (which changes when the web font arrives).
                  <ul
                    aria-label={t("subcategoriesOf", { category: title(category) })}
                    className="mt-3 grid grid-cols-2 gap-x-2 border-t border-slate-100 pt-2"
                  >
                    {children.map((sub) => (
                      <li key={sub.id} className="min-w-0">
                        <Link
                          href={categoryHref({ id: sub.id, title: title(sub) })}
                          className={`flex min-h-9 items-center justify-between gap-2 rounded-lg px-2 text-sm hover:bg-primary-50 hover:text-primary-800 ${
                            sub.product_count > 0 ? "text-slate-700" : "text-slate-500"
                          }`}
                        >
                          <span className="truncate" title={title(sub)}>
                            {title(sub)}
                          </span>
                          {sub.product_count > 0 ? (
                            <span className="shrink-0 text-xs text-slate-500">
                              {common("count", { count: sub.product_count })}
                            </span>
                          ) : (
                            <span className="sr-only">{t("noProductsYet")}</span>
                          )}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </PageContainer>
  );
}

/**
 * Subcategories that have products come first, with their counts; those without any follow,
 * muted and without a count, so the eye finds what can be bought (each in its own order).
 */
function withProductsFirst(subcategories: readonly Category[]): Category[] {
  return [
    ...subcategories.filter((sub) => sub.product_count > 0),
    ...subcategories.filter((sub) => sub.product_count === 0),
  ];
}
