"use client";

import type { ShopCard as ShopCardData } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { LoadMoreList } from "../load-more-list";
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
    <LoadMoreList
      label={label}
      className={shopGridClass}
      more={more}
      listHref={listHref}
      announce={(count) => t("loadedCount", { count })}
      renderItem={(shop) => <ShopCard shop={shop} headingLevel={2} />}
    >
      {children}
    </LoadMoreList>
  );
}
