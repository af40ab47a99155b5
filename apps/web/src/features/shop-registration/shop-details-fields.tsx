"use client";

import type { SellerStep1Body } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { controlBorder, controlClass } from "@/features/account/form/field-styles";
import { FormField } from "@/features/account/form/form-field";
import { formatCardNumber } from "./card-number";

type DetailField = keyof SellerStep1Body;

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

interface ShopDetailsFieldsProps<F extends FieldValues> {
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
  idPrefix: string;
}

/**
 * The shop's details (SPEC §3): the name, who runs it and where its money goes. Shared by
 * registration step 1 and the edit-profile page; the contracts schema validates them in both.
 */
export function ShopDetailsFields<F extends FieldValues & SellerStep1Body>({
  register,
  errors,
  idPrefix,
}: ShopDetailsFieldsProps<F>) {
  const t = useTranslations("shop.details");
  return (
    <>
      {fieldSpecs.map((spec) => {
        const registered = register(spec.name as Path<F>);
        const error = errors[spec.name]?.message;
        return (
          <FormField
            key={spec.name}
            id={`${idPrefix}-${spec.name}`}
            label={t(`${spec.name}.label`)}
            error={typeof error === "string" ? error : undefined}
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
        );
      })}
    </>
  );
}
