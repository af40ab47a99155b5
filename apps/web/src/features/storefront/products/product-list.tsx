"use client";

import type { ProductCard as ProductCardData } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { ProductCard } from "@/features/catalog";
import { LoadMoreList } from "../load-more-list";
import { useLoadMore } from "../use-load-more";
import { productGridClass } from "./product-grid-class";

interface ProductListProps {
  /** The server-rendered first page, as `<li>` elements. */
  children: React.ReactNode;
  /** `GET /customer/products` parameters of this list, without the page. */
  query: Record<string, string | number | undefined>;
  nextPage: number;
  hasMore: boolean;
  /** This list's URL without a page; "Load more" links to its next page without JavaScript. */
  listHref: string;
  categoryIcons: Record<number, string>;
  headingLevel?: 2 | 3;
  label: string;
}

/** A product grid that grows by a page at a time (see useLoadMore). */
export function ProductList({
  children,
  query,
  nextPage,
  hasMore: firstHasMore,
  listHref,
  categoryIcons,
  headingLevel,
  label,
}: ProductListProps) {
  const t = useTranslations("storefront.common");
  const more = useLoadMore<ProductCardData>({
    path: "/customer/products",
    query,
    nextPage,
    hasMore: firstHasMore,
  });
  return (
    <LoadMoreList
      label={label}
      className={productGridClass}
      more={more}
      listHref={listHref}
      announce={(count) => t("loadedCount", { count })}
      renderItem={(product) => (
        <ProductCard
          product={product}
          categoryIcon={categoryIcons[product.category_id] ?? "leaf"}
          headingLevel={headingLevel}
        />
      )}
    >
      {children}
    </LoadMoreList>
  );
}
