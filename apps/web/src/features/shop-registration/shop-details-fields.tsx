"use client";

import type { SellerStep1Body } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { Fragment } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import { formatCardNumber } from "./card-number";
import { LatinStoreNameField, useLatinNameSuggestion } from "./latin-store-name-field";

/** The fields drawn from this table; the Latin shop name has a field of its own. */
type DetailField = Exclude<keyof SellerStep1Body, "store_name_en">;

interface FieldSpec {
  name: DetailField;
  /** Bank numbers read left to right in Persian too. */
  ltr?: boolean;
  inputMode?: "text" | "numeric";
  autoComplete: string;
  maxLength: number;
  placeholder?: string;
}

const fieldSpecs: readonly FieldSpec[] = [
  { name: "store_name", autoComplete: "organization", maxLength: 120 },
  { name: "manager_full_name", autoComplete: "name", maxLength: 80 },
  {
    name: "national_code",
    ltr: true,
    inputMode: "numeric",
    autoComplete: "off",
    maxLength: 14,
    placeholder: "0012345678",
  },
  {
    name: "sheba",
    ltr: true,
    autoComplete: "off",
    maxLength: 40,
    placeholder: "IR00 0000 0000 0000 0000 0000 00",
  },
  {
    name: "iban",
    ltr: true,
    autoComplete: "off",
    maxLength: 48,
    placeholder: "AE00 0000 0000 0000 0000 000",
  },
  {
    name: "card_number",
    ltr: true,
    inputMode: "numeric",
    autoComplete: "off",
    maxLength: 19,
    placeholder: "0000 0000 0000 0000",
  },
];

interface ShopDetailsFieldsProps<F extends FieldValues, O> {
  form: UseFormReturn<F, unknown, O>;
  idPrefix: string;
}

/**
 * The shop's details (SPEC §3): the name (in Persian and in Latin letters), who runs it and
 * where its money goes. Shared by registration step 1 and the edit-profile page; the
 * contracts schema validates them in both.
 */
export function ShopDetailsFields<F extends FieldValues & SellerStep1Body, O>({
  form,
  idPrefix,
}: ShopDetailsFieldsProps<F, O>) {
  const t = useTranslations("shop.details");
  const { errors } = form.formState;
  const path = (field: keyof SellerStep1Body) => field as Path<F>;
  const textOf = (field: keyof SellerStep1Body) => String(form.getValues(path(field)) ?? "");
  const errorOf = (field: keyof SellerStep1Body) => {
    const message = errors[field]?.message;
    return typeof message === "string" ? message : undefined;
  };
  const suggestion = useLatinNameSuggestion({
    storeName: () => textOf("store_name"),
    setLatinName: (name) =>
      form.setValue(path("store_name_en"), name as PathValue<F, Path<F>>, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
  });
  const latinName = form.register(path("store_name_en"), { onChange: suggestion.clearSource });

  return (
    <>
      {fieldSpecs.map((spec) => {
        const registered = form.register(path(spec.name), {
          // A shop name written for the first time brings a Latin one to check.
          onBlur:
            spec.name === "store_name"
              ? () => {
                  if (textOf("store_name_en").trim() === "") void suggestion.suggest(true);
                }
              : undefined,
        });
        return (
          <Fragment key={spec.name}>
            <FormField
              id={`${idPrefix}-${spec.name}`}
              label={t(`${spec.name}.label`)}
              error={errorOf(spec.name)}
              description={t(`${spec.name}.description`)}
            >
              {({ id, describedBy, isInvalid }) => (
                <input
                  {...registered}
                  onChange={(event) => {
                    if (spec.name === "card_number") {
                      event.currentTarget.value = formatCardNumber(event.currentTarget.value);
                    }
                    return registered.onChange(event);
                  }}
                  id={id}
                  type="text"
                  // Bank numbers read left to right; a name follows the script it is typed in.
                  dir={spec.ltr ? "ltr" : "auto"}
                  inputMode={spec.inputMode}
                  autoComplete={spec.autoComplete}
                  maxLength={spec.maxLength}
                  placeholder={spec.placeholder}
                  spellCheck={false}
                  aria-describedby={describedBy}
                  aria-invalid={isInvalid || undefined}
                  className={`${controlClass} ${controlBorder(isInvalid)} ${spec.ltr ? "text-start" : ""}`}
                />
              )}
            </FormField>
            {spec.name === "store_name" ? (
              <LatinStoreNameField
                idPrefix={idPrefix}
                input={latinName}
                error={errorOf("store_name_en")}
                suggestion={suggestion}
              />
            ) : null}
          </Fragment>
        );
      })}
    </>
  );
}
