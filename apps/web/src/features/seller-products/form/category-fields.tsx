"use client";

import type { Category } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { Controller, useWatch } from "react-hook-form";
import { ReferenceSelect } from "@/components/form/reference-select";
import { useSubCategories } from "../product-queries";
import { errorOf, type ProductForm } from "./product-form-types";

/**
 * The category, then one of its subcategories (optional). Choosing another category clears
 * the subcategory, and the properties asked for on the next step follow the category.
 */
export function CategoryFields({
  form,
  idPrefix,
  categories,
}: {
  form: ProductForm;
  idPrefix: string;
  categories: readonly Category[];
}) {
  const t = useTranslations("sellerProducts.form");
  const categoryId = useWatch({ control: form.control, name: "category_id" }) ?? null;
  const subCategories = useSubCategories(categoryId);
  const rows = subCategories.data?.data;
  const hasNone = categoryId !== null && rows !== undefined && rows.length === 0;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Controller
        control={form.control}
        name="category_id"
        render={({ field }) => (
          <ReferenceSelect
            id={`${idPrefix}-category`}
            label={t("category.label")}
            placeholder={t("category.choose")}
            rows={categories}
            value={field.value}
            onChange={(id) => {
              field.onChange(id ?? undefined);
              form.setValue("subcategory_id", null, { shouldDirty: true });
            }}
            onBlur={field.onBlur}
            selectRef={field.ref}
            error={errorOf(form, "category_id")}
          />
        )}
      />
      <Controller
        control={form.control}
        name="subcategory_id"
        render={({ field }) => (
          <ReferenceSelect
            id={`${idPrefix}-subcategory`}
            label={t("subcategory.label")}
            optionalLabel={t("optional")}
            placeholder={
              categoryId === null
                ? t("subcategory.categoryFirst")
                : hasNone
                  ? t("subcategory.none")
                  : t("subcategory.choose")
            }
            rows={rows}
            isPending={categoryId !== null && subCategories.isPending}
            isError={subCategories.isError}
            onRetry={() => void subCategories.refetch()}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            selectRef={field.ref}
            disabled={categoryId === null || hasNone}
            error={errorOf(form, "subcategory_id")}
          />
        )}
      />
    </div>
  );
}
