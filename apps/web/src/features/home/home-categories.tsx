import { getLocale, getTranslations } from "next-intl/server";
import { SectionUnavailable } from "@/components/feedback/section-unavailable";
import { Link } from "@/components/link";
import { CategoryIcon, categoryTint } from "@/features/catalog";
import { categoryHref, SectionEmpty, SectionHeading } from "@/features/storefront";
import { getCategories } from "@/features/storefront/server";
import { bilingual } from "@/lib/i18n/languages";

/** A row of tiles that scrolls sideways on phones and wraps into a grid from 768px. */
const tileListClass =
  "-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0 lg:grid-cols-6";

/** The categories with their icons and product counts, each opening its product list. */
export async function HomeCategories() {
  const t = await getTranslations("storefront.home");
  const common = await getTranslations("storefront.common");
  const language = await getLocale();
  const result = await getCategories();
  return (
    <section aria-labelledby="home-categories-title">
      <SectionHeading
        id="home-categories-title"
        title={t("categoriesTitle")}
        href="/customer/categories"
      />
      {!result.ok ? (
        <SectionUnavailable retryHref="/" />
      ) : result.data.length === 0 ? (
        <SectionEmpty text={t("categoriesEmpty")} />
      ) : (
        <ul className={tileListClass}>
          {result.data.map((category) => {
            const title = bilingual(category, language);
            return (
              <li key={category.id} className="w-28 shrink-0 snap-start md:w-auto">
                <Link
                  href={categoryHref({ id: category.id, title })}
                  className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-center shadow-sm hover:border-primary-300 hover:shadow-md"
                >
                  <span
                    className={`flex size-14 items-center justify-center rounded-2xl ${categoryTint(category.icon)}`}
                  >
                    <CategoryIcon icon={category.icon} className="size-8" />
                  </span>
                  <span className="line-clamp-2 text-sm leading-5 font-semibold text-slate-900">
                    {title}
                  </span>
                  <span className="text-xs text-slate-500">
                    {common("productCount", { count: category.product_count })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
