"use client";

import { type Category, productRules, type StockType } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { TextAreaField, TextField } from "@/components/form/text-field";
import { CategoryFields } from "./category-fields";
import { NameFields } from "./name-fields";
import { PackFields } from "./pack-fields";
import { emptyAsUnset, type ProductForm } from "./product-form-types";

interface ProductFieldsProps {
  form: ProductForm;
  idPrefix: string;
  categories: readonly Category[];
  stockTypes: readonly StockType[];
  /** The photos field (a titled card of its own), shown between what the product is and its price. */
  images: ReactNode;
}

/** Everything about a product but its category properties: step 1 and the edit page. */
export function ProductFields({
  form,
  idPrefix,
  categories,
  stockTypes,
  images,
}: ProductFieldsProps) {
  const t = useTranslations("sellerProducts.form");
  const format = useFormatter();

  return (
    <div className="flex flex-col gap-8">
      <FormSection id={`${idPrefix}-about`} title={t("sections.about")}>
        <NameFields form={form} idPrefix={idPrefix} />
        <CategoryFields form={form} idPrefix={idPrefix} categories={categories} />
      </FormSection>

      {images}

      <FormSection id={`${idPrefix}-selling`} title={t("sections.selling")}>
        <PackFields form={form} idPrefix={idPrefix} stockTypes={stockTypes} />
        <div className="sm:max-w-60">
          <TextField
            control={form.control}
            name="preparation_days"
            id={`${idPrefix}-preparation`}
            label={t("preparation.label")}
            optionalLabel={t("optional")}
            description={t("preparation.description", {
              max: format.number(productRules.maxPreparationDays),
            })}
            toValue={emptyAsUnset}
            unit={t("preparation.unit")}
            inputProps={{ inputMode: "numeric", maxLength: 3, autoComplete: "off" }}
          />
        </div>
      </FormSection>

      <FormSection id={`${idPrefix}-description`} title={t("sections.description")}>
        <TextAreaField
          control={form.control}
          name="description"
          id={`${idPrefix}-description-fa`}
          label={t("description.label")}
          optionalLabel={t("optional")}
          description={t("description.description")}
          textAreaProps={{ dir: "auto", rows: 4, maxLength: productRules.descriptionMaxLength }}
        />
        <TextAreaField
          control={form.control}
          name="latin_description"
          id={`${idPrefix}-description-en`}
          label={t("latinDescription.label")}
          optionalLabel={t("optional")}
          description={t("latinDescription.description")}
          textAreaProps={{
            dir: "ltr",
            lang: "en",
            rows: 4,
            maxLength: productRules.descriptionMaxLength,
          }}
          textAreaClassName="text-start"
        />
      </FormSection>
    </div>
  );
}

export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
