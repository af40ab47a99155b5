"use client";

import { type Language, productRules } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import { TextField } from "@/components/form/text-field";
import { useMoney } from "@/features/catalog";
import { caretAfterDigits, digitsOf, groupDigits, previewPrice } from "../price";
import { emptyAsUnset, type ProductForm, packErrorOf } from "./product-form-types";

interface PriceFieldsProps {
  form: ProductForm;
  /** The fields' ids start with it: one per pack. */
  idPrefix: string;
  /** The pack whose price this is. */
  index: number;
}

/**
 * A pack's price in toman, grouped by thousands as it is typed (Persian digits welcome), its
 * discount percent, and what customers will pay, worked out as the seller types.
 */
export function PriceFields({ form, idPrefix, index }: PriceFieldsProps) {
  const t = useTranslations("sellerProducts.form");
  const language = useLocale();
  const format = useFormatter();
  const price = form.register(`variants.${index}.price_toman`);

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-price`}
          label={t("price.label")}
          description={t("price.description")}
          error={packErrorOf(form, index, "price_toman")}
        >
          {({ id, describedBy, isInvalid }) => (
            <div className="relative">
              <input
                {...price}
                onChange={(event) => {
                  groupAsTyped(event.currentTarget, language);
                  return price.onChange(event);
                }}
                id={id}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={isInvalid || undefined}
                className={`${controlClass} ${controlBorder(isInvalid)} pe-16`}
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-slate-500"
              >
                {t("price.unit")}
              </span>
            </div>
          )}
        </FormField>
        <TextField
          control={form.control}
          name={`variants.${index}.discount_percent`}
          id={`${idPrefix}-discount`}
          label={t("discount.label")}
          optionalLabel={t("optional")}
          description={t("discount.description", {
            max: format.number(productRules.maxDiscountPercent),
          })}
          toValue={emptyAsUnset}
          unit={t("discount.unit")}
          inputProps={{ inputMode: "numeric", maxLength: 3, autoComplete: "off" }}
        />
      </div>
      <PricePreviewLine form={form} index={index} />
    </div>
  );
}

/** Regroups the digits of a price field in place, keeping the caret after the same digit. */
function groupAsTyped(input: HTMLInputElement, language: Language) {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
  const grouped = groupDigits(input.value, language);
  if (grouped === input.value) return;
  input.value = grouped;
  const position = caretAfterDigits(grouped, digitsBefore);
  // Only the focused field has a caret to keep (a pasted or autofilled value may not be).
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

function PricePreviewLine({ form, index }: { form: ProductForm; index: number }) {
  const t = useTranslations("sellerProducts.form.preview");
  const format = useFormatter();
  const money = useMoney();
  const [price, discount] = useWatch({
    control: form.control,
    name: [`variants.${index}.price_toman`, `variants.${index}.discount_percent`],
  });
  const preview = previewPrice(
    typeof price === "string" || typeof price === "number" ? price : null,
    typeof discount === "string" || typeof discount === "number" ? discount : null,
  );

  return (
    <p
      role="status"
      className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700"
    >
      {preview === null
        ? t("empty")
        : preview.discountPercent > 0
          ? t.rich("discounted", {
              price: money.toman(preview.discountedRials),
              was: money.toman(preview.priceRials),
              percent: format.number(preview.discountPercent),
              strong: (chunks) => <strong className="font-bold text-slate-900">{chunks}</strong>,
              del: (chunks) => <del className="text-slate-500">{chunks}</del>,
            })
          : t.rich("full", {
              price: money.toman(preview.priceRials),
              strong: (chunks) => <strong className="font-bold text-slate-900">{chunks}</strong>,
            })}
    </p>
  );
}
