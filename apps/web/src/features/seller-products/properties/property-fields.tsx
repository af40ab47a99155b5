"use client";

import { type CategoryProperty, productRules } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import { selectClass } from "@/components/form/reference-select";
import { validationText } from "@/components/form/validation-text";
import { bilingual, columnIn } from "@/lib/i18n/languages";
import { type PropertyValues, shownValue } from "../property-values";
import { PropertyDateField } from "./property-date-field";

interface PropertyFieldsProps {
  idPrefix: string;
  properties: readonly CategoryProperty[];
  values: PropertyValues;
  /** By property id: a contracts message key or the API's text. */
  errors: Record<string, string>;
  onChange: (propertyId: number, value: string) => void;
}

/**
 * The category's own questions about a product (variety, grade, origin, harvest date…), each
 * drawn for its kind: a choice, a text, a number with its unit, or a date. Optional ones say so.
 */
export function PropertyFields({
  idPrefix,
  properties,
  values,
  errors,
  onChange,
}: PropertyFieldsProps) {
  const t = useTranslations("sellerProducts.properties");
  const language = useLocale();

  return (
    <div className="flex flex-col gap-5">
      {properties.map((property) => {
        const key = String(property.id);
        const id = `${idPrefix}-property-${property.id}`;
        const value =
          property.kind === "select" ? shownValue(property, values[key]) : (values[key] ?? "");
        const error = errors[key];
        const label = bilingual(property, language);
        const optionalLabel = property.required ? undefined : t("optional");
        const change = (next: string) => onChange(property.id, next);

        if (property.kind === "date") {
          return (
            <div key={key} data-property={property.id}>
              <PropertyDateField
                id={id}
                label={label}
                optionalLabel={optionalLabel}
                value={value}
                onChange={change}
                error={validationText(error, language)}
              />
            </div>
          );
        }

        const unit = columnIn(property, "unit", language);
        return (
          <div key={key} data-property={property.id}>
            <FormField
              id={id}
              label={label}
              error={error}
              {...(optionalLabel ? { optionalLabel } : {})}
            >
              {({ id: controlId, describedBy, isInvalid }) => {
                const shared = {
                  id: controlId,
                  "aria-describedby": describedBy,
                  "aria-invalid": isInvalid || undefined,
                  "aria-required": property.required || undefined,
                };
                switch (property.kind) {
                  case "select":
                    return (
                      <select
                        {...shared}
                        value={value}
                        onChange={(event) => change(event.currentTarget.value)}
                        className={`${selectClass} ${controlBorder(isInvalid)} appearance-auto`}
                      >
                        <option value="">{t("choose")}</option>
                        {property.options.map((option) => (
                          <option key={option.value} value={option.value}>
                            {bilingual(option, language)}
                          </option>
                        ))}
                      </select>
                    );
                  case "number":
                    return (
                      <div className="relative sm:max-w-80">
                        <input
                          {...shared}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          value={value}
                          onChange={(event) => change(event.currentTarget.value)}
                          className={`${controlClass} ${controlBorder(isInvalid)} ${unit ? "pe-16" : ""}`}
                        />
                        {unit ? (
                          <span
                            aria-hidden="true"
                            className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-slate-500"
                          >
                            {unit}
                          </span>
                        ) : null}
                      </div>
                    );
                  default:
                    return (
                      <input
                        {...shared}
                        type="text"
                        dir="auto"
                        autoComplete="off"
                        maxLength={productRules.propertyValueMaxLength}
                        value={value}
                        onChange={(event) => change(event.currentTarget.value)}
                        className={`${controlClass} ${controlBorder(isInvalid)}`}
                      />
                    );
                }
              }}
            </FormField>
          </div>
        );
      })}
    </div>
  );
}

/** Moves focus to the first property with a problem, in the order the form shows them. */
export function focusFirstProperty(
  properties: readonly CategoryProperty[],
  problems: Record<string, unknown>,
): void {
  const first = properties.find((property) => String(property.id) in problems);
  if (!first) return;
  const box = document.querySelector(`[data-property="${first.id}"]`);
  const control = box?.querySelector<HTMLElement>(
    'input:not([type="hidden"]), select, textarea, [role="spinbutton"]',
  );
  control?.focus();
}
