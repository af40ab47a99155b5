"use client";

import { secondaryButton } from "@/components/button-styles";
import { Spinner } from "@/components/icons";

/** What the footer needs of a list read page by page (a TanStack infinite query). */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreFooterProps {
  pages: Pages;
  /** Each list says it in its own words: "Load more", "Show more products"… */
  texts: {
    more: string;
    loading: string;
    /** Said when a further page failed; the same button tries again. */
    failed?: string;
    /** Said politely to screen readers after a page arrived ("24 orders shown"). */
    shown?: string;
  };
}

/** The end of a paged list: the button for the next page, and what happened to the last one. */
export function LoadMoreFooter({ pages, texts }: LoadMoreFooterProps) {
  const failed = pages.isError && texts.failed !== undefined;
  return (
    <div className="flex flex-col items-center gap-2">
      {texts.failed !== undefined || texts.shown !== undefined ? (
        <p role="status" className={failed ? "text-sm text-red-700" : "sr-only"}>
          {failed ? texts.failed : (texts.shown ?? "")}
        </p>
      ) : null}
      {pages.hasNextPage ? (
        <button
          type="button"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
          className={`${secondaryButton} min-w-40`}
        >
          {pages.isFetchingNextPage ? <Spinner className="size-4" /> : null}
          {pages.isFetchingNextPage ? texts.loading : texts.more}
        </button>
      ) : null}
    </div>
  );
}
