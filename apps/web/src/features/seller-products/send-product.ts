"use client";

import type { CategoryProperty, ProductBody, ProductDetail } from "@kesht/contracts";
import type { Path } from "react-hook-form";
import { sendForm } from "@/components/form/send-form";
import { useAppStore } from "@/lib/state/app-store";
import { formFieldNames, type ProductForm } from "./form/product-form-types";
import { SELLER_PRODUCTS_KEY } from "./product-queries";
import { propertyIdOfField } from "./property-values";

interface SendProductOptions {
  method: "POST" | "PUT";
  path: string;
  payload: ProductBody;
  /** The category's properties, whose API errors are handed back by property id. */
  properties: readonly CategoryProperty[];
  /** The form whose fields show the API's errors; without one (step 2) they are toasted. */
  form?: ProductForm;
}

export interface SendProductResult {
  /** The saved product, or null when the API refused it. */
  product: ProductDetail | null;
  /** The API's answer carried its own success text, which the request layer has shown. */
  serverSaidSo: boolean;
  /** Errors the API found in property values, by property id. */
  propertyErrors: Record<string, string>;
}

/**
 * Adds or saves a product (POST /seller/products, PUT /seller/products/:id). The API's field
 * errors go under their fields: the form's own, and the properties' (`properties.<id>`);
 * the rest are toasted. Every product list and page refetches afterwards.
 */
export async function sendProduct(options: SendProductOptions): Promise<SendProductResult> {
  const propertyErrors: Record<string, string> = {};
  const fields = [
    ...(options.form ? formFieldNames(options.payload.variants?.length ?? 0) : []),
    ...options.properties.map((property) => `properties.${property.id}`),
  ];
  const envelope = await sendForm<ProductDetail, Record<string, string>>({
    call: {
      method: options.method,
      path: options.path,
      payload: { ...options.payload },
      label: options.method === "POST" ? "add product" : "save product",
      cacheKey: SELLER_PRODUCTS_KEY,
    },
    fields,
    setError: (field, error, setOptions) => {
      const propertyId = propertyIdOfField(field);
      if (propertyId !== null) propertyErrors[String(propertyId)] = error.message ?? "";
      else options.form?.setError(field as Path<ProductBody>, error, setOptions);
    },
  });
  const language = useAppStore.getState().language.activeLanguage;
  return {
    product: envelope?.data ?? null,
    serverSaidSo: Boolean(envelope?.messages[language]?.trim()),
    propertyErrors,
  };
}
