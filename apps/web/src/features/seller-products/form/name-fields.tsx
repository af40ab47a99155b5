"use client";

import { productRules, type TranslateTitle } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import { Spinner, SuggestIcon } from "@/components/icons";
import { request } from "@/lib/api";
import { errorOf, type ProductForm } from "./product-form-types";

/** Titles map to the same names for everyone; a suggestion is kept for the visit. */
const SUGGESTION_CACHE_MS = 60 * 60 * 1000;

/**
 * The product's Persian name and its latin name, which customers abroad search by. "Suggest"
 * asks the API (GET /translate-title) for a latin name from the Persian one; the seller may
 * change it.
 */
export function NameFields({ form, idPrefix }: { form: ProductForm; idPrefix: string }) {
  const t = useTranslations("sellerProducts.form");
  const [isSuggesting, setIsSuggesting] = useState(false);
  const [source, setSource] = useState<TranslateTitle["source"] | null>(null);

  async function suggest() {
    const title = String(form.getValues("name") ?? "").trim();
    if (!title) {
      form.setError("name", { type: "required", message: "name_first" }, { shouldFocus: true });
      return;
    }
    setIsSuggesting(true);
    const envelope = await request<TranslateTitle>({
      method: "GET",
      path: "/translate-title",
      payload: { title },
      label: "suggest latin name",
      readCache: true,
      cacheTime: SUGGESTION_CACHE_MS,
    });
    setIsSuggesting(false);
    if (!envelope) return;
    form.setValue("latin_name", envelope.data.title_en, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    setSource(envelope.data.source);
  }

  const latin = form.register("latin_name", { onChange: () => setSource(null) });
  const nameError = errorOf(form, "name");

  return (
    <>
      <FormField
        id={`${idPrefix}-name`}
        label={t("name.label")}
        description={t("name.description")}
        error={nameError === "name_first" ? t("name.first") : nameError}
      >
        {({ id, describedBy, isInvalid }) => (
          <input
            {...form.register("name")}
            id={id}
            type="text"
            dir="auto"
            maxLength={productRules.nameMaxLength}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            className={`${controlClass} ${controlBorder(isInvalid)}`}
          />
        )}
      </FormField>

      <FormField
        id={`${idPrefix}-latin-name`}
        label={t("latinName.label")}
        optionalLabel={t("optional")}
        description={
          source === "transliteration" || source === "mixed"
            ? t("latinName.checkSpelling")
            : t("latinName.description")
        }
        error={errorOf(form, "latin_name")}
      >
        {({ id, describedBy, isInvalid }) => (
          <div className="flex gap-2">
            <input
              {...latin}
              id={id}
              type="text"
              dir="ltr"
              lang="en"
              maxLength={productRules.nameMaxLength}
              autoComplete="off"
              placeholder="Red apple"
              aria-describedby={describedBy}
              aria-invalid={isInvalid || undefined}
              className={`${controlClass} ${controlBorder(isInvalid)} min-w-0 flex-1 text-start`}
            />
            <button
              type="button"
              onClick={() => void suggest()}
              disabled={isSuggesting}
              aria-describedby={`${idPrefix}-suggest-hint`}
              className={`${secondaryButton} shrink-0 px-4`}
            >
              {isSuggesting ? <Spinner className="size-4" /> : <SuggestIcon className="size-5" />}
              {t("latinName.suggest")}
            </button>
            <span id={`${idPrefix}-suggest-hint`} className="sr-only">
              {t("latinName.suggestHint")}
            </span>
          </div>
        )}
      </FormField>
    </>
  );
}
