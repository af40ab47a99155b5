"use client";

import { useTranslations } from "next-intl";
import { secondaryButton } from "@/components/button-styles";
import type { LoadMoreStatus } from "./use-load-more";

interface LoadMoreButtonProps {
  /** The next page's URL: what the link opens where JavaScript has not run. */
  href: string;
  status: LoadMoreStatus;
  onLoadMore: () => void;
  /** Said politely after new items arrived ("24 more products loaded"). */
  announcement: string | null;
}

/**
 * A link to the next page that, once JavaScript runs, appends that page instead of leaving.
 * The failure message sits beside it, and the same control tries again.
 */
export function LoadMoreButton({ href, status, onLoadMore, announcement }: LoadMoreButtonProps) {
  const t = useTranslations("storefront.common");
  const isLoading = status === "loading";
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p role="status" className={status === "failed" ? "text-sm text-rose-700" : "sr-only"}>
        {status === "failed" ? t("loadMoreFailed") : (announcement ?? "")}
      </p>
      <a
        href={href}
        rel="next"
        aria-disabled={isLoading}
        onClick={(event) => {
          event.preventDefault();
          onLoadMore();
        }}
        className={`${secondaryButton} min-w-40 ${isLoading ? "pointer-events-none opacity-60" : ""}`}
      >
        {isLoading ? t("loadingMore") : t("loadMore")}
      </a>
    </div>
  );
}
