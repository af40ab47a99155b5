"use client";

import type { CategorySuggestion } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId } from "react";
import { AlertIcon, SearchIcon } from "@/components/icons";
import { bilingual } from "@/lib/i18n/languages";
import type { CategorySuggestions } from "./use-category-suggestions";

/** One row of the listbox: `suggestion` null is the "search all products" row. */
export interface SuggestionOption {
  id: string;
  suggestion: CategorySuggestion | null;
}

interface SuggestionListProps {
  listboxId: string;
  /** The text in the field now. */
  typed: string;
  /** The text the suggestions were asked for (the typed text once typing paused). */
  applied: string;
  options: SuggestionOption[];
  /** The row the arrow keys highlighted, which Enter chooses. */
  activeId: string | null;
  state: CategorySuggestions;
  onChoose: (option: SuggestionOption) => void;
}

/**
 * The suggestions section: a listbox driven from the search field (the rows never take focus),
 * a small loading mark, a line when nothing matches or the request failed, and a live region
 * that tells screen-reader users how many categories were found.
 */
export function SuggestionList({
  listboxId,
  typed,
  applied,
  options,
  activeId,
  state,
  onChoose,
}: SuggestionListProps) {
  const t = useTranslations("search");
  const titleId = useId();

  // Keeps the row the arrow keys reached in view in a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const isSettled = typed !== "" && applied === typed && !state.isLoading && state.isCurrent;
  let announcement = "";
  if (typed !== "") {
    if (state.isLoading) announcement = t("loading");
    else if (state.isError) announcement = t("failed");
    else if (isSettled) announcement = t("resultCount", { count: state.suggestions.length });
  }

  return (
    <section aria-labelledby={titleId}>
      {/* Present from the start, so changes to it are read out. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="flex min-h-6 items-center gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-slate-700">
          {t("suggestionsTitle")}
        </h3>
        {state.isLoading ? (
          <span
            aria-hidden="true"
            data-testid="suggestions-loading"
            className="size-4 animate-spin rounded-full border-2 border-primary-200 border-t-primary-600"
          />
        ) : null}
      </div>
      {options.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t("hint")}</p>
      ) : (
        <div id={listboxId} role="listbox" aria-labelledby={titleId} className="mt-2 flex flex-col">
          {options.map((option) => (
            <SuggestionRow
              key={option.id}
              option={option}
              typed={typed}
              isActive={option.id === activeId}
              onChoose={onChoose}
            />
          ))}
        </div>
      )}
      {typed !== "" && state.isError ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-700">
          <AlertIcon className="size-5 shrink-0" />
          <span>{t("failed")}</span>
          <button
            type="button"
            onClick={state.retry}
            className="min-h-11 rounded-full px-3 font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            {t("retry")}
          </button>
        </p>
      ) : null}
      {isSettled && !state.isError && state.suggestions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t("noMatches")}</p>
      ) : null}
    </section>
  );
}

interface SuggestionRowProps {
  option: SuggestionOption;
  typed: string;
  isActive: boolean;
  onChoose: (option: SuggestionOption) => void;
}

function SuggestionRow({ option, typed, isActive, onChoose }: SuggestionRowProps) {
  const t = useTranslations("search");
  const language = useLocale();
  const { suggestion } = option;

  return (
    // Keyboard use goes through the search field (aria-activedescendant); the row only needs
    // to answer a click or tap, and must not take focus from the field when pressed.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys for the listbox.
    <div
      id={option.id}
      role="option"
      aria-selected={isActive}
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option)}
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-start text-slate-800 hover:bg-slate-100 ${
        isActive ? "bg-primary-50 ring-2 ring-primary-500 ring-inset" : ""
      }`}
    >
      {suggestion === null ? (
        <>
          <SearchIcon className="size-5 shrink-0 text-primary-600" />
          <span className="min-w-0 flex-1 truncate">
            {t.rich("searchAll", {
              text: typed,
              term: (chunks) => (
                <bdi dir="auto" className="font-semibold">
                  {chunks}
                </bdi>
              ),
            })}
          </span>
        </>
      ) : (
        <>
          <span className="min-w-0 flex-1 truncate font-medium">
            {bilingual(suggestion, language)}
          </span>
          <span className="shrink-0 text-sm text-slate-500">
            {t("productCount", { count: suggestion.product_count })}
          </span>
        </>
      )}
    </div>
  );
}
