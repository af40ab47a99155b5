"use client";

import { type Category, productBodySchema, type StockType } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { toast } from "@/components/feedback/toast";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { useZodForm } from "@/components/form/use-zod-form";
import { ForwardArrowIcon } from "@/components/icons";
import { useRouter } from "@/lib/navigation/use-router";
import { ProductFields } from "../form/product-fields";
import { errorOf, stockFitsUnit } from "../form/product-form-types";
import { useProductDraft } from "../product-draft";
import {
  blankPackValues,
  blankProductValues,
  fieldsOf,
  valuesOfFields,
} from "../product-form-values";
import { ProductImagesField } from "../product-images-field";
import { useCategories, useStockTypes } from "../product-queries";
import { ShopApprovalNotice } from "../ui/shop-approval-notice";
import { useProductImages } from "../use-product-images";
import { useSignedInUserId } from "../use-signed-in-user-id";

export const ADD_PROPERTIES_PATH = "/shop/products/add/properties";

/** /shop/products/add, step 1 of 2: what the product is, its photos, stock and price. */
export function AddProductDetails() {
  const userId = useSignedInUserId();
  const categories = useCategories();
  const stockTypes = useStockTypes();
  // Starting over draws a fresh form (and a fresh photo field) under a new key.
  const [generation, setGeneration] = useState(0);

  if (categories.isError || stockTypes.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          if (categories.isError) void categories.refetch();
          if (stockTypes.isError) void stockTypes.refetch();
        }}
      />
    );
  }
  if (userId === undefined || !categories.data || !stockTypes.data) {
    return <FormSkeleton fields={8} />;
  }
  return (
    <div className="flex flex-col gap-6">
      {/* A shop under review may add products already; one still registering is told how to finish. */}
      <ShopApprovalNotice />
      <DetailsForm
        key={generation}
        userId={userId ?? 0}
        categories={categories.data.data}
        stockTypes={stockTypes.data.data}
        onStartOver={() => setGeneration((current) => current + 1)}
      />
    </div>
  );
}

interface DetailsFormProps {
  userId: number;
  categories: Category[];
  stockTypes: StockType[];
  onStartOver: () => void;
}

function DetailsForm({ userId, categories, stockTypes, onStartOver }: DetailsFormProps) {
  const t = useTranslations("sellerProducts.add");
  const router = useRouter();
  // Kilogram comes first from the API: most farm produce is sold by weight.
  const blank = useMemo(
    () => ({
      ...blankProductValues,
      variants: [{ ...blankPackValues, stock_type_id: stockTypes[0]?.id ?? null }],
    }),
    [stockTypes],
  );
  const draft = useProductDraft(userId, blank);
  const start = draft.initial;
  const form = useZodForm(productBodySchema, {
    defaultValues: {
      ...fieldsOf(start?.values ?? blank),
      image_ids: start?.images.map((image) => image.id) ?? [],
      properties: [],
    },
  });

  const { saveValues, saveImages } = draft;
  useEffect(() => {
    const subscription = form.watch((fields) => saveValues(valuesOfFields(fields)));
    return () => subscription.unsubscribe();
  }, [form, saveValues]);

  const images = useProductImages(start?.images ?? [], (refs) => {
    saveImages(refs);
    form.setValue(
      "image_ids",
      refs.map((ref) => ref.id),
      { shouldValidate: form.formState.isSubmitted },
    );
  });

  const onSubmit = form.handleSubmit((body) => {
    if (images.slot.isBusy) {
      toast.error(t("waitForImages"), { id: "product-images-busy" });
      return;
    }
    if (images.slot.hasFailed) {
      form.setError("image_ids", { type: "validate", message: t("imagesFailed") });
      return;
    }
    if (!stockFitsUnit(form, body, stockTypes)) return;
    saveValues(valuesOfFields(form.getValues()));
    router.push(ADD_PROPERTIES_PATH);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      {start ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-primary-200 bg-primary-50 p-4 sm:flex-row sm:items-center">
          <p className="flex-1 text-slate-800">{t("draftKept")}</p>
          <button
            type="button"
            onClick={() => {
              draft.clear();
              onStartOver();
            }}
            className={`${secondaryButton} shrink-0`}
          >
            {t("startOver")}
          </button>
        </div>
      ) : null}

      <ProductFields
        form={form}
        idPrefix="add"
        categories={categories}
        stockTypes={stockTypes}
        images={<ProductImagesField images={images} error={errorOf(form, "image_ids")} />}
      />

      <div className="flex justify-end border-t border-slate-200 pt-6">
        <button type="submit" className={`${primaryButton} w-full sm:w-auto`}>
          {t("next")}
          <ForwardArrowIcon />
        </button>
      </div>
    </form>
  );
}
