"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useOptimistic, useTransition } from "react";
import { primaryButton } from "@/components/button-styles";
import { controlClass } from "@/components/form/field-styles";
import { useRouter } from "@/lib/navigation/use-router";
import {
  changeFilters,
  type ProductFilters,
  productsHref,
  readWholeNumber,
  sortOptions,
} from "../product-filters";
import { FiltersSheet, FiltersSheetButton, useFiltersSheet } from "./filters-sheet";

export interface CategoryOption {
  id: number;
  title: string;
  /** Subcategories are listed under their category, indented. */
  isSubcategory: boolean;
}

interface ProductsBrowserProps {
  filters: ProductFilters;
  categories: CategoryOption[];
  /** The server-rendered results, dimmed while the next ones load. */
  children: React.ReactNode;
}

const sortLabelKeys = {
  relevance: "sortRelevance",
  newest: "sortNewest",
  price_asc: "sortPriceAsc",
  price_desc: "sortPriceDesc",
  discount: "sortDiscount",
} as const;

/**
 * The filter bar over the product results. Every change is a new URL (router.replace), so the
 * server renders the new list and the address can be shared; the current list stays, dimmed,
 * until the new one arrives. Without JavaScript it is a plain GET form with an Apply button.
 */
export function ProductsBrowser({ filters: current, categories, children }: ProductsBrowserProps) {
  const t = useTranslations("storefront.products");
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  // The controls show the choice at once; the URL's filters take over when the list arrives.
  const [filters, showFilters] = useOptimistic(current);
  const id = useId();
  const sheet = useFiltersSheet(`${id}-filters`);

  function go(change: Partial<Omit<ProductFilters, "page">>) {
    const next = changeFilters(filters, change);
    startTransition(() => {
      showFilters(next);
      router.replace(productsHref(next), { scroll: false });
    });
  }

  function readPrice(form: HTMLFormElement, name: string): number | null {
    const field = form.elements.namedItem(name);
    const text = field instanceof HTMLInputElement ? field.value.trim() : "";
    return readWholeNumber(text);
  }

  function applyPrices(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let minPrice = readPrice(form, "min_price");
    let maxPrice = readPrice(form, "max_price");
    if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
      [minPrice, maxPrice] = [maxPrice, minPrice];
    }
    go({ minPrice, maxPrice });
  }

  function chooseCategory(value: string) {
    const category = categories.find((option) => String(option.id) === value);
    go({ categoryId: category?.id ?? null, categoryName: category?.title ?? "" });
  }

  const sorts = sortOptions.filter((sort) => sort !== "relevance" || filters.search !== "");
  const labelClass = "mb-1 block truncate text-sm font-medium text-slate-700";
  const activeCount = [
    filters.sort !== null,
    filters.minPrice !== null,
    filters.maxPrice !== null,
    filters.type === "discounted",
  ].filter(Boolean).length;

  return (
    <>
      {/*
        Phones get one row: the category, whole, and a "Filters" button that opens the other
        filters in a sheet. From 768px everything is one panel; the sheet's box then takes no
        room of its own (display: contents) and its fields sit in the panel's grid.
      */}
      <form
        method="get"
        action="/customer/products"
        onSubmit={(event) => {
          applyPrices(event);
          sheet.close();
        }}
        aria-label={t("filtersLabel")}
        className="mb-4 flex flex-wrap items-center gap-2 md:mb-6 md:grid md:grid-cols-4 md:gap-x-3 md:gap-y-3 md:rounded-2xl md:border md:border-slate-200 md:bg-white md:p-4 md:shadow-sm lg:grid-cols-[2fr_2fr_1.3fr_1.3fr_auto] lg:items-end"
      >
        {/* What the filters do not change travels with the form when it is sent without JavaScript. */}
        <input type="hidden" name="search" value={filters.search} />
        <input type="hidden" name="category_name" value={filters.categoryName} />
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-category`} className={`sr-only md:not-sr-only ${labelClass}`}>
            {t("category")}
          </label>
          <select
            id={`${id}-category`}
            name="category_id"
            value={filters.categoryId === null ? "" : String(filters.categoryId)}
            onChange={(event) => chooseCategory(event.target.value)}
            className={`${controlClass} border-slate-300`}
          >
            <option value="">{t("allCategories")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.isSubcategory ? `\u00A0\u00A0\u00A0${category.title}` : category.title}
              </option>
            ))}
          </select>
        </div>
        <FiltersSheetButton sheet={sheet} activeCount={activeCount} />
        <FiltersSheet sheet={sheet} title={t("filters")} closeLabel={t("closeFilters")}>
          <div>
            <label htmlFor={`${id}-sort`} className={labelClass}>
              {t("sort")}
            </label>
            <select
              id={`${id}-sort`}
              name="sort"
              value={filters.sort ?? ""}
              onChange={(event) =>
                go({ sort: sorts.find((sort) => sort === event.target.value) ?? null })
              }
              className={`${controlClass} border-slate-300`}
            >
              <option value="">{t("sortDefault")}</option>
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(sortLabelKeys[sort])}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-2 gap-3 md:contents">
            <div>
              <label htmlFor={`${id}-min`} className={labelClass}>
                {t("minPrice")}
              </label>
              <input
                id={`${id}-min`}
                name="min_price"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={filters.minPrice ?? ""}
                key={`min-${filters.minPrice}`}
                className={`${controlClass} border-slate-300`}
              />
            </div>
            <div>
              <label htmlFor={`${id}-max`} className={labelClass}>
                {t("maxPrice")}
              </label>
              <input
                id={`${id}-max`}
                name="max_price"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={filters.maxPrice ?? ""}
                key={`max-${filters.maxPrice}`}
                className={`${controlClass} border-slate-300`}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 md:col-span-4 lg:col-span-1 lg:flex-col lg:items-stretch lg:gap-1">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 lg:min-h-9">
              <input
                type="checkbox"
                name="type"
                value="discounted"
                checked={filters.type === "discounted"}
                onChange={(event) => go({ type: event.target.checked ? "discounted" : "all" })}
                className="size-5 accent-primary-700"
              />
              {t("discountedOnly")}
            </label>
            <button type="submit" className={primaryButton}>
              {t("apply")}
            </button>
          </div>
        </FiltersSheet>
      </form>
      <div
        aria-busy={isPending}
        className={`transition-opacity ${isPending ? "pointer-events-none opacity-50" : ""}`}
      >
        {isPending ? (
          <p role="status" className="sr-only">
            {t("updating")}
          </p>
        ) : null}
        {children}
      </div>
    </>
  );
}
