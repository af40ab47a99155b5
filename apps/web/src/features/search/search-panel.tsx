"use client";

import { useLocale, useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button, Input } from "react-aria-components";
import { BackArrowIcon, CloseIcon, SearchIcon } from "@/components/icons";
import { RecentSearches } from "@/features/search/recent-searches";
import { searchOverlayFrame } from "@/features/search/search-overlay-frame";
import { clearedSearch, type SearchChoice } from "./search-choice";
import { SuggestionList, type SuggestionOption } from "./suggestion-list";
import { SEARCH_TEXT_MAX_LENGTH, useCategorySuggestions } from "./use-category-suggestions";
import { useDebouncedValue } from "./use-debounced-value";

/** SPEC §9: typed text is applied once typing has paused this long. */
export const SEARCH_APPLY_DELAY_MS = 1000;

/** An emptied field empties its suggestions at once rather than a second later. */
const isEmptyText = (text: string) => text === "";

interface SearchPanelProps {
  /** The text the field starts with (the current search on the products page). */
  initialText: string;
  /**
   * What the visitor typed into the overlay's stand-in while this panel's code loaded: it
   * replaces `initialText`, keeps its caret at the end and, like any typing, is applied once
   * typing pauses.
   */
  typedText?: string | null;
  /** Called once with the outcome; the overlay remembers the term, closes and reports it. */
  onFinish: (choice: SearchChoice) => void;
}

/**
 * The inside of the search overlay: the field, the suggestions and the recent searches.
 * Mounted only while the overlay is open, so each opening starts with no suggestions.
 *
 * The field is an ARIA combobox: focus stays in it while the arrow keys move through the
 * suggestions (aria-activedescendant), Enter chooses the highlighted one or, with none,
 * searches all products, and Escape reaches the dialog, which closes.
 */
export function SearchPanel({ initialText, typedText = null, onFinish }: SearchPanelProps) {
  const t = useTranslations("search");
  const language = useLocale();
  const [text, setText] = useState(typedText?.slice(0, SEARCH_TEXT_MAX_LENGTH) ?? initialText);
  const [activeId, setActiveId] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const idBase = useId();
  const listboxId = `${idBase}-suggestions`;

  const typed = text.trim();
  const applied = useDebouncedValue(
    typed,
    SEARCH_APPLY_DELAY_MS,
    isEmptyText,
    typedText === null ? typed : "",
  );
  const suggestions = useCategorySuggestions(applied, language);

  // The first row searches everything for the typed text; the categories follow.
  const options: SuggestionOption[] =
    typed === ""
      ? []
      : [
          { id: `${idBase}-all`, suggestion: null },
          ...suggestions.suggestions.map((suggestion) => ({
            id: `${idBase}-category-${suggestion.category_id}`,
            suggestion,
          })),
        ];
  const active = options.find((option) => option.id === activeId) ?? null;

  // Opened on the products page, the current search is selected, so typing replaces it; text
  // typed into the stand-in goes on where it stopped. Only on mounting: the field is the
  // visitor's from then on.
  const startsTyped = useRef(typedText !== null);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (startsTyped.current) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    } else if (input.value !== "") {
      input.select();
    }
  }, []);

  function searchAll(term: string) {
    const search = term.trim();
    if (search === "") return;
    onFinish({ category_id: "", text: search, suggestion: null });
  }

  function choose(option: SuggestionOption) {
    if (option.suggestion === null) {
      searchAll(typed);
      return;
    }
    onFinish({
      category_id: option.suggestion.category_id,
      text: typed,
      suggestion: option.suggestion,
    });
  }

  function clear() {
    setText("");
    onFinish(clearedSearch);
  }

  /** Moves the highlight by one row, wrapping at both ends (from none: the first or last). */
  function move(step: 1 | -1) {
    if (options.length === 0) return;
    const index = active ? options.indexOf(active) : step === 1 ? -1 : options.length;
    const next = options[(index + step + options.length) % options.length];
    setActiveId(next?.id ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm an input method's composition (Persian on some keyboards) are not ours.
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (active) choose(active);
      else searchAll(text);
    }
  }

  return (
    <>
      <div className={searchOverlayFrame.fieldRow}>
        <Button
          slot="close"
          aria-label={t("close")}
          className={`${searchOverlayFrame.closeButton} md:hidden`}
        >
          <BackArrowIcon />
        </Button>
        <div className={searchOverlayFrame.fieldBox}>
          <SearchIcon className="size-5 shrink-0 text-slate-500" />
          <Input
            ref={inputRef}
            role="combobox"
            aria-label={t("inputLabel")}
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? listboxId : undefined}
            aria-activedescendant={active?.id}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActiveId(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={t("placeholder")}
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            // Visitors type Persian or English whatever the page language.
            dir="auto"
            // Not type="search": the browser would clear the text on Escape instead of closing.
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            // The overlay exists to type into (SPEC §2): the field takes focus as it opens.
            autoFocus
            className={searchOverlayFrame.field}
          />
          {text !== "" ? (
            <Button
              aria-label={t("clear")}
              onPress={clear}
              // A 36px circle inside the 44px field; the ::after widens the touch area to 44px.
              className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 after:absolute after:-inset-1 hover:bg-slate-200"
            >
              <CloseIcon className="size-5" />
            </Button>
          ) : null}
        </div>
        <Button
          slot="close"
          aria-label={t("close")}
          className={`${searchOverlayFrame.closeButton} max-md:hidden`}
        >
          <CloseIcon />
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto p-4">
        <SuggestionList
          listboxId={listboxId}
          typed={typed}
          applied={applied}
          options={options}
          activeId={active?.id ?? null}
          state={suggestions}
          onChoose={choose}
        />
        <div className="mt-6">
          <RecentSearches onChoose={searchAll} />
        </div>
      </div>
    </>
  );
}
