import { getTranslations } from "next-intl/server";
import { primaryButton } from "@/components/button-styles";
import { UnavailableView } from "@/components/feedback/unavailable-view";
import { StoreIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { PageContainer } from "@/components/page-container";
import { StatusMessage } from "@/components/status-message";
import { pageHref } from "../list-href";
import { getShops } from "../storefront-reads";
import { ShopCard } from "./shop-card";
import { ShopList } from "./shop-list";
import { ShopSearch } from "./shop-search";

export const SHOPS_PER_PAGE = 24;

export function shopsHref(search: string): string {
  return search ? `/customer/shops?${new URLSearchParams({ search })}` : "/customer/shops";
}

/** `/customer/shops`: approved shops, those with most products first, searchable by name. */
export async function ShopsView({ search, page }: { search: string; page: number }) {
  const t = await getTranslations("storefront.shops");
  const shops = await getShops({ search: search || undefined, page, per_page: SHOPS_PER_PAGE });
  const listHref = shopsHref(search);
  const title = search ? t("resultsFor", { search }) : t("title");

  return (
    <PageContainer>
      <h1 className="mb-4 text-xl font-bold text-slate-900 lg:text-2xl" dir="auto">
        {title}
      </h1>
      <ShopSearch search={search}>
        {!shops.ok ? (
          <UnavailableView
            title={t("errorTitle")}
            text={t("errorText")}
            retry={{ href: pageHref(listHref, page), text: t("retry") }}
          />
        ) : shops.data.items.length === 0 ? (
          <StatusMessage
            headingLevel={2}
            icon={<StoreIcon className="size-12" />}
            title={search ? t("emptySearchTitle") : t("emptyTitle")}
            text={search ? t("emptySearchText") : t("emptyText")}
            actions={
              search || page > 1 ? (
                <Link href="/customer/shops" className={primaryButton}>
                  {t("allShops")}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <>
            {page > 1 ? (
              <p className="mb-4">
                <Link
                  href={pageHref(listHref, page - 1)}
                  rel="prev"
                  className="text-sm font-medium text-primary-700 underline underline-offset-4"
                >
                  {t("previousPage")}
                </Link>
              </p>
            ) : null}
            <ShopList
              key={pageHref(listHref, page)}
              query={{ search: search || undefined, per_page: SHOPS_PER_PAGE }}
              nextPage={page + 1}
              hasMore={shops.data.has_more}
              listHref={listHref}
              label={title}
            >
              {shops.data.items.map((shop) => (
                <li key={shop.id}>
                  <ShopCard shop={shop} headingLevel={2} />
                </li>
              ))}
            </ShopList>
          </>
        )}
      </ShopSearch>
    </PageContainer>
  );
}
