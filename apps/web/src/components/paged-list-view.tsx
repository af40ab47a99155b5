"use client";

import type { ReactNode } from "react";
import { LoadFailed } from "@/components/feedback/load-failed";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Skeleton } from "@/components/skeleton";
import { itemsOf, type usePagedList } from "@/lib/api/use-paged-list";

/** The footer's words; `shown` says how many items are shown after a page arrived. */
interface FooterTexts {
  more: string;
  loading: string;
  failed: string;
  shown: (count: number) => string;
}

/** The keys a list's messages give its footer's words under. */
type FooterKey = "loadMore" | "loadingMore" | "loadMoreFailed" | "shown";

/**
 * The footer's words from a list's messages under the usual keys: `loadMore`, `loadingMore`,
 * `loadMoreFailed` and `shown` (with its `count`).
 */
export function footerTexts(
  t: (key: FooterKey, values?: { count: number }) => string,
): FooterTexts {
  return {
    more: t("loadMore"),
    loading: t("loadingMore"),
    failed: t("loadMoreFailed"),
    shown: (count) => t("shown", { count }),
  };
}

interface PagedListViewProps<T> {
  /** The list read page by page (`usePagedList`). */
  pages: ReturnType<typeof usePagedList<T>>;
  /** Names the list for screen readers. */
  label: string;
  /** The list's section: its spacing. */
  className: string;
  /** The placeholders while the first page loads: four items of `itemClassName` laid out by `className`. */
  skeleton: { className: string; itemClassName: string };
  /** Shown when the list has no item at all. */
  empty: ReactNode;
  texts: FooterTexts;
  /** The items loaded so far, in order. */
  children: (items: T[]) => ReactNode;
}

/**
 * A list read page by page, in its four states: a first page that failed (retry), loading
 * (placeholders), empty, or its items with "Load more" under them. A later page that fails
 * keeps the items shown and says so in the footer.
 */
export function PagedListView<T>({
  pages,
  label,
  className,
  skeleton,
  empty,
  texts,
  children,
}: PagedListViewProps<T>) {
  const items = itemsOf<T>(pages.data?.pages);

  if (pages.isError && items.length === 0) {
    return <LoadFailed onRetry={() => void pages.refetch()} />;
  }
  if (!pages.data) {
    return (
      <div aria-busy="true" className={skeleton.className}>
        {[0, 1, 2, 3].map((placeholder) => (
          <Skeleton key={placeholder} className={skeleton.itemClassName} />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <>{empty}</>;

  return (
    <section aria-label={label} className={className}>
      {children(items)}
      <LoadMoreFooter pages={pages} texts={{ ...texts, shown: texts.shown(items.length) }} />
    </section>
  );
}
