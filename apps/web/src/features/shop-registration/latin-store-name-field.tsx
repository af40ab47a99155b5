"use client";

import { storeNameMaxLength, type TranslateTitle } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import { Spinner, SuggestIcon } from "@/components/icons";
import { request } from "@/lib/api";

/** Titles map to the same names for everyone; a suggestion is kept for the visit. */
const SUGGESTION_CACHE_MS = 60 * 60 * 1000;

export type SuggestionSource = TranslateTitle["source"];

/**
 * Suggestions of a Latin shop name from the Persian one (GET /translate-title). `suggest`
 * asks for one; quietly (when the shop name is left) it says nothing about a missing name.
 */
export function useLatinNameSuggestion(options: {
  storeName: () => string;
  setLatinName: (name: string) => void;
}) {
  const [isSuggesting, setIsSuggesting] = useState(false);
  const [source, setSource] = useState<SuggestionSource | null>(null);
  const [needsName, setNeedsName] = useState(false);

  async function suggest(quietly: boolean) {
    const title = options.storeName().trim();
    setNeedsName(!title && !quietly);
    if (!title) return;
    setIsSuggesting(true);
    const envelope = await request<TranslateTitle>({
      method: "GET",
      path: "/translate-title",
      payload: { title },
      label: "suggest a latin shop name",
      readCache: true,
      cacheTime: SUGGESTION_CACHE_MS,
    });
    setIsSuggesting(false);
    if (!envelope) return;
    options.setLatinName(envelope.data.title_en);
    setSource(envelope.data.source);
  }

  return { suggest, isSuggesting, source, needsName, clearSource: () => setSource(null) };
}

type Suggestion = ReturnType<typeof useLatinNameSuggestion>;

/**
 * The shop's name in Latin letters, which English pages show: suggested from the Persian name
 * when that is written, and on "Suggest"; the seller may change it.
 */
export function LatinStoreNameField({
  idPrefix,
  input,
  error,
  suggestion,
}: {
  idPrefix: string;
  /** The registered input's props (react-hook-form `register`). */
  input: React.InputHTMLAttributes<HTMLInputElement> & { ref: React.Ref<HTMLInputElement> };
  error: string | undefined;
  suggestion: Suggestion;
}) {
  const t = useTranslations("shop.details.store_name_en");
  const { source, needsName, isSuggesting } = suggestion;

  return (
    <FormField
      id={`${idPrefix}-store_name_en`}
      label={t("label")}
      description={
        source === "transliteration" || source === "mixed" ? t("checkSpelling") : t("description")
      }
      error={needsName ? t("nameFirst") : error}
    >
      {({ id, describedBy, isInvalid }) => (
        <div className="flex gap-2">
          <input
            {...input}
            id={id}
            type="text"
            dir="ltr"
            lang="en"
            maxLength={storeNameMaxLength}
            autoComplete="off"
            spellCheck={false}
            placeholder="Green Valley Farm"
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            className={`${controlClass} ${controlBorder(isInvalid)} min-w-0 flex-1 text-start`}
          />
          <button
            type="button"
            onClick={() => void suggestion.suggest(false)}
            disabled={isSuggesting}
            aria-describedby={`${idPrefix}-suggest-shop-name-hint`}
            className={`${secondaryButton} shrink-0 px-4`}
          >
            {isSuggesting ? <Spinner className="size-4" /> : <SuggestIcon className="size-5" />}
            {t("suggest")}
          </button>
          <span id={`${idPrefix}-suggest-shop-name-hint`} className="sr-only">
            {t("suggestHint")}
          </span>
        </div>
      )}
    </FormField>
  );
}
