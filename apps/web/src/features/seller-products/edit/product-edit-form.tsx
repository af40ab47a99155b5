"use client";

import {
  type Category,
  type ProductDetail,
  productBodySchema,
  type StockType,
} from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { primaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { toast } from "@/components/feedback/toast";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { useZodForm } from "@/components/form/use-zod-form";
import { Spinner } from "@/components/icons";
import { FormSection, ProductFields } from "../form/product-fields";
import { errorOf, stockFitsUnit } from "../form/product-form-types";
import { refOfProductImage } from "../image-order";
import { fieldsOf, formValuesOfProduct, payloadOf, withSavedPackIds } from "../product-form-values";
import { ProductImagesField } from "../product-images-field";
import { useCategoryProperties } from "../product-queries";
import { focusFirstProperty, PropertyFields } from "../properties/property-fields";
import {
  type PropertyValues,
  propertyInputs,
  propertyProblems,
  propertyValuesOfProduct,
} from "../property-values";
import { sendProduct } from "../send-product";
import { useProductImages } from "../use-product-images";

interface ProductEditFormProps {
  product: ProductDetail;
  categories: Category[];
  stockTypes: StockType[];
}

/**
 * Every field of a saved product on one page, properties included (PUT /seller/products/:id).
 * The form starts from the product as it was when the page opened and keeps what the seller
 * typed while the product refetches around it.
 */
export function ProductEditForm({ product, categories, stockTypes }: ProductEditFormProps) {
  const t = useTranslations("sellerProducts.edit");
  const tImages = useTranslations("sellerProducts.images");
  const language = useLocale();
  const format = useFormatter();
  const form = useZodForm(productBodySchema, {
    defaultValues: {
      ...fieldsOf(formValuesOfProduct(product, language)),
      image_ids: product.images.map((image) => image.id),
      properties: [],
    },
  });
  const [initialImages] = useState(() =>
    product.images.map((image, index) =>
      refOfProductImage(image, tImages("savedName", { number: format.number(index + 1) })),
    ),
  );
  const images = useProductImages(initialImages, (refs) =>
    form.setValue(
      "image_ids",
      refs.map((ref) => ref.id),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    ),
  );

  const categoryId = useWatch({ control: form.control, name: "category_id" }) ?? null;
  const subcategoryId = useWatch({ control: form.control, name: "subcategory_id" }) ?? null;
  // Another subcategory asks again: its varieties are not another's.
  const properties = useCategoryProperties(categoryId, subcategoryId);
  const [propertyValues, setPropertyValues] = useState<PropertyValues>(() =>
    propertyValuesOfProduct(product),
  );
  const [propertyErrors, setPropertyErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const list = properties.data?.data ?? [];

  function changeProperty(propertyId: number, value: string) {
    const next = { ...propertyValues, [String(propertyId)]: value };
    setPropertyValues(next);
    if (form.formState.isSubmitted) setPropertyErrors(propertyProblems(list, next));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const problems = properties.data ? propertyProblems(list, propertyValues) : {};
    setPropertyErrors(problems);
    await form.handleSubmit(async (body) => {
      if (!properties.data) {
        toast.error(t("propertiesNotReady"), { id: "product-properties-not-ready" });
        return;
      }
      if (images.slot.isBusy) {
        toast.error(t("waitForImages"), { id: "product-images-busy" });
        return;
      }
      if (images.slot.hasFailed) {
        form.setError("image_ids", { type: "validate", message: t("imagesFailed") });
        return;
      }
      if (!stockFitsUnit(form, body, stockTypes)) return;
      if (Object.keys(problems).length > 0) {
        focusFirstProperty(list, problems);
        return;
      }
      setIsSaving(true);
      const result = await sendProduct({
        method: "PUT",
        path: `/seller/products/${product.id}`,
        payload: payloadOf({
          ...body,
          image_ids: images.ordered.map((ref) => ref.id),
          properties: propertyInputs(list, propertyValues),
        }),
        properties: list,
        form,
      });
      setIsSaving(false);
      if (!result.product) {
        setPropertyErrors(result.propertyErrors);
        focusFirstProperty(list, result.propertyErrors);
        return;
      }
      if (!result.serverSaidSo) toast.success(t("saved"), { id: "product-saved" });
      // What was just saved is the new starting point, its new packs with the ids they were
      // given (saved again without them, they would be taken off and added anew).
      form.reset(withSavedPackIds(form.getValues(), result.product));
    })(event);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-8">
      <ProductFields
        form={form}
        idPrefix="edit"
        categories={categories}
        stockTypes={stockTypes}
        images={<ProductImagesField images={images} error={errorOf(form, "image_ids")} />}
      />

      <FormSection id="edit-properties" title={t("propertiesHeading")}>
        {categoryId === null ? (
          <p className="text-slate-600">{t("categoryFirst")}</p>
        ) : properties.isError ? (
          <LoadFailed onRetry={() => void properties.refetch()} />
        ) : !properties.data ? (
          <FormSkeleton fields={3} />
        ) : list.length === 0 ? (
          <p className="text-slate-600">{t("noProperties")}</p>
        ) : (
          <PropertyFields
            idPrefix="edit"
            properties={list}
            values={propertyValues}
            errors={propertyErrors}
            onChange={changeProperty}
          />
        )}
      </FormSection>

      <div className="sticky bottom-[calc(var(--tab-bar-height)+0.5rem)] z-10 flex justify-end md:static">
        <button
          type="submit"
          disabled={isSaving}
          className={`${primaryButton} w-full shadow-lg sm:w-auto md:shadow-none`}
        >
          {isSaving ? <Spinner /> : null}
          {t("save")}
        </button>
      </div>
    </form>
  );
}
