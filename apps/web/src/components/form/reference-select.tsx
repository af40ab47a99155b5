"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Ref } from "react";
import { secondaryButton } from "@/components/button-styles";
import { bilingual } from "@/lib/i18n/languages";
import { sortByName } from "@/lib/i18n/sort-by-name";
import { controlBorder, controlClass } from "./field-styles";
import { FormField } from "./form-field";

/** A select never reads as read-only here; controlClass greys `:read-only`, which selects match. */
export const selectClass = controlClass.replace(/\bread-only:\S+/g, "");

interface ReferenceSelectProps<T extends { id: number; title: string; title_en: string }> {
  id: string;
  label: string;
  /** The first, empty choice: "Choose a category", "None"… */
  placeholder: string;
  rows: readonly T[] | undefined;
  isPending?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
  error?: string | undefined;
  description?: string;
  optionalLabel?: string;
  disabled?: boolean;
  /** The list's own order (categories, units), or by name in the active language (places). */
  order?: "listed" | "by-name";
  /** What an option says beyond its title, e.g. a country's dialling code. */
  detailOf?: (row: T) => string;
}

/**
 * A choice from a bilingual reference list (categories, units, places, countries, guild
 * degrees) in the active language. A list that failed to load says so, with a way to try again.
 */
export function ReferenceSelect<T extends { id: number; title: string; title_en: string }>(
  props: ReferenceSelectProps<T>,
) {
  const t = useTranslations("referenceSelect");
  const language = useLocale();
  const { id, label, value } = props;
  const rows =
    props.order === "by-name" ? sortByName(props.rows ?? [], language) : (props.rows ?? []);

  return (
    <FormField
      id={id}
      label={label}
      error={props.error}
      {...(props.description ? { description: props.description } : {})}
      {...(props.optionalLabel ? { optionalLabel: props.optionalLabel } : {})}
    >
      {({ id: controlId, describedBy, isInvalid }) =>
        props.isError ? (
          <div className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-red-200 bg-red-50 px-3">
            <span className="text-sm text-red-800">{t("listFailed")}</span>
            <button
              type="button"
              onClick={props.onRetry}
              className={`${secondaryButton} min-h-9 px-3`}
            >
              {t("retry")}
            </button>
          </div>
        ) : (
          <select
            ref={props.selectRef}
            id={controlId}
            value={value == null ? "" : String(value)}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              props.onChange(chosen === "" ? null : Number(chosen));
            }}
            onBlur={props.onBlur}
            disabled={props.disabled || props.isPending}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            className={`${selectClass} ${controlBorder(isInvalid)} appearance-auto`}
          >
            <option value="">{props.isPending ? t("loading") : props.placeholder}</option>
            {rows.map((row) => (
              <option key={row.id} value={row.id}>
                {bilingual(row, language)}
                {props.detailOf ? ` (${props.detailOf(row)})` : null}
              </option>
            ))}
          </select>
        )
      }
    </FormField>
  );
}
