"use client";

import { useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { CloseIcon, SearchIcon } from "@/components/icons";
import { searchOverlayFrame } from "@/features/search";

interface SearchOverlayStandInProps {
  /** The field's text: the current search at first, then what the visitor types. */
  text: string;
  onTextChange: (text: string) => void;
  /** Enter with text in the field: search all products for it, as the overlay does. */
  onSearchAll: (text: string) => void;
  onClose: () => void;
}

/**
 * The search overlay as drawn before its code (React Aria's dialog, the suggestions) has
 * loaded: plain elements, so the search box opens on the first click, the field takes focus
 * at once and nothing typed is lost (SearchLauncher hands the text to the overlay when it
 * arrives). Escape, the close button and a click outside close it; Enter searches all
 * products, as in the overlay with nothing highlighted. Drawn only in the browser, after a click.
 */
export function SearchOverlayStandIn({
  text,
  onTextChange,
  onSearchAll,
  onClose,
}: SearchOverlayStandInProps) {
  const t = useTranslations("search");
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // As in the overlay: an opening on the products page selects the current search.
  useEffect(() => {
    inputRef.current?.select();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (text.trim() !== "") onSearchAll(text.trim());
    }
  }

  // Into the body, as the overlay's modal goes: inside the header, whose backdrop blur makes
  // it the frame of fixed elements, the backdrop would cover only the header.
  return createPortal(
    // A click on the backdrop itself closes, as a click outside the overlay does; the keyboard
    // closes with Escape from the field, which holds the focus.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the field
    <div
      className={searchOverlayFrame.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${searchOverlayFrame.box} ${searchOverlayFrame.dialog}`}
      >
        <h2 id={titleId} className="sr-only">
          {t("title")}
        </h2>
        <div className={searchOverlayFrame.fieldRow}>
          <div className={searchOverlayFrame.fieldBox}>
            <SearchIcon className="size-5 shrink-0 text-slate-500" />
            <input
              ref={inputRef}
              role="combobox"
              aria-label={t("inputLabel")}
              aria-autocomplete="list"
              aria-expanded={false}
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t("placeholder")}
              dir="auto"
              type="text"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              // biome-ignore lint/a11y/noAutofocus: the overlay exists to type into (SPEC §2)
              autoFocus
              className={searchOverlayFrame.field}
            />
          </div>
          <button
            type="button"
            aria-label={t("close")}
            onClick={onClose}
            className={searchOverlayFrame.closeButton}
          >
            <CloseIcon />
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
