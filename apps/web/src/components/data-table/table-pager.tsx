"use client";

import { useTranslations } from "next-intl";
import { secondaryButton } from "@/components/button-styles";
import { NextIcon, PreviousIcon } from "@/components/icons";

/**
 * Previous and next page: lists answer `has_more` rather than a total (so deep lists never
 * count every row), hence no "page 3 of 40".
 */
export function TablePager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("dataTable");
  return (
    <nav aria-label={t("pages")} className="flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={secondaryButton}
      >
        <PreviousIcon className="size-5" />
        {t("previous")}
      </button>
      <p aria-live="polite" className="text-sm font-semibold text-slate-700">
        {t("page", { page })}
      </p>
      <button
        type="button"
        disabled={!hasMore}
        onClick={() => onPage(page + 1)}
        className={secondaryButton}
      >
        {t("next")}
        <NextIcon className="size-5" />
      </button>
    </nav>
  );
}
