"use client";

import type { ReactNode } from "react";
import { pageHref } from "./list-href";
import { LoadMoreButton } from "./load-more-button";
import type { useLoadMore } from "./use-load-more";

/**
 * A grid whose first page the server rendered (`children`, as `<li>` elements) and that grows
 * by a page at a time after it: the loaded items, then "Load more" while more follow.
 */
export function LoadMoreList<T extends { id: number }>({
  label,
  className,
  more,
  listHref,
  announce,
  renderItem,
  children,
}: {
  label: string;
  className: string;
  more: ReturnType<typeof useLoadMore<T>>;
  /** This list's URL without a page; "Load more" links to its next page without JavaScript. */
  listHref: string;
  /** Said politely after new items arrived ("24 more products loaded"). */
  announce: (count: number) => string;
  renderItem: (item: T) => ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <ul aria-label={label} className={className}>
        {children}
        {more.items.map((item, index) => (
          <li key={item.id} ref={more.itemRef(index)}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {more.hasMore ? (
        <LoadMoreButton
          href={pageHref(listHref, more.page)}
          status={more.status}
          onLoadMore={more.loadMore}
          announcement={more.items.length > 0 ? announce(more.items.length) : null}
        />
      ) : null}
    </>
  );
}
