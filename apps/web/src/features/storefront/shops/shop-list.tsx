"use client";

import type { ShopCard as ShopCardData } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { pageHref } from "../list-href";
import { LoadMoreButton } from "../load-more-button";
import { useLoadMore } from "../use-load-more";
import { ShopCard } from "./shop-card";
import { shopGridClass } from "./shop-grid-class";

interface ShopListProps {
  /** The server-rendered first page, as `<li>` elements. */
  children: React.ReactNode;
  query: Record<string, string | number | undefined>;
  nextPage: number;
  hasMore: boolean;
  /** This list's URL without a page; "Load more" links to its next page without JavaScript. */
  listHref: string;
  label: string;
}

/** The shops grid that grows by a page at a time (see useLoadMore). */
export function ShopList({ children, query, nextPage, hasMore, listHref, label }: ShopListProps) {
  const t = useTranslations("storefront.shops");
  const more = useLoadMore<ShopCardData>({ path: "/customer/sellers", query, nextPage, hasMore });
  return (
    <>
      <ul aria-label={label} className={shopGridClass}>
        {children}
        {more.items.map((shop, index) => (
          <li key={shop.id} ref={more.itemRef(index)}>
            <ShopCard shop={shop} headingLevel={2} />
          </li>
        ))}
      </ul>
      {more.hasMore ? (
        <LoadMoreButton
          href={pageHref(listHref, more.page)}
          status={more.status}
          onLoadMore={more.loadMore}
          announcement={
            more.items.length > 0 ? t("loadedCount", { count: more.items.length }) : null
          }
        />
      ) : null}
    </>
  );
}
