"use client";

import { useRef, useState } from "react";
import { request } from "@/lib/api";

interface Page<T> {
  items: T[];
  has_more: boolean;
}

export type LoadMoreStatus = "idle" | "loading" | "failed";

/**
 * "Load more" for a list whose first page the server rendered: fetches the following pages in
 * the browser and keeps them, in order, to append after the server's items. Focus moves to
 * the first new item, so keyboard and screen-reader users carry on where the list grew.
 */
export function useLoadMore<T>(options: {
  path: string;
  query: Record<string, string | number | undefined>;
  /** The page after the one the server rendered. */
  nextPage: number;
  hasMore: boolean;
}) {
  const [items, setItems] = useState<T[]>([]);
  const [page, setPage] = useState(options.nextPage);
  const [hasMore, setHasMore] = useState(options.hasMore);
  const [status, setStatus] = useState<LoadMoreStatus>("idle");
  const firstNewItem = useRef<HTMLLIElement | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  async function loadMore() {
    if (status === "loading") return;
    setStatus("loading");
    const envelope = await request<Page<T>>({
      method: "GET",
      path: options.path,
      payload: { ...options.query, page },
    });
    if (!envelope) {
      setStatus("failed");
      return;
    }
    setFocusIndex(items.length);
    setItems((current) => [...current, ...envelope.data.items]);
    setHasMore(envelope.data.has_more);
    setPage((current) => current + 1);
    setStatus("idle");
  }

  /** A ref callback for the item at `index`: focuses the link of the first newly loaded one. */
  function itemRef(index: number) {
    return (element: HTMLLIElement | null) => {
      if (index !== focusIndex || !element || element === firstNewItem.current) return;
      firstNewItem.current = element;
      element.querySelector<HTMLElement>("a")?.focus();
    };
  }

  return { items, page, hasMore, status, loadMore, itemRef };
}
