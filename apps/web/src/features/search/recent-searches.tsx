"use client";

import { useTranslations } from "next-intl";
import { HistoryIcon, TrashIcon } from "@/components/icons";
import { useAppStore, useStateReady } from "@/lib/state/app-store";

/** The visitor's earlier searches, newest first, with one button to forget them all. */
export function RecentSearches({ onChoose }: { onChoose: (term: string) => void }) {
  const t = useTranslations("search");
  const isReady = useStateReady();
  const history = useAppStore((state) => state.searchHistory);
  // The store keeps the newest term first.
  const terms = isReady ? history : [];

  return (
    <section aria-labelledby="recent-searches-title">
      <div className="flex min-h-11 items-center justify-between gap-2">
        <h3 id="recent-searches-title" className="text-sm font-semibold text-slate-700">
          {t("recentTitle")}
        </h3>
        {terms.length > 0 ? (
          <button
            type="button"
            onClick={() => useAppStore.getState().clearSearchHistory()}
            aria-label={t("clearHistory")}
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700"
          >
            <TrashIcon className="size-5" />
          </button>
        ) : null}
      </div>
      {terms.length > 0 ? (
        <ul className="mt-1 flex flex-col">
          {terms.map((term) => (
            <li key={term}>
              <button
                type="button"
                onClick={() => onChoose(term)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 text-start text-slate-800 hover:bg-slate-100"
              >
                <HistoryIcon className="size-5 shrink-0 text-slate-400" />
                <span dir="auto" className="truncate">
                  {term}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">{t("noRecent")}</p>
      )}
    </section>
  );
}
