"use client";

import type { AdminCategory } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { Link } from "@/components/link";
import { CategoryIcon } from "@/features/catalog";
import { bilingual, inDigits, joinInline } from "@/lib/i18n/languages";
import { AdminSection } from "./admin-ui";
import { categoryFieldSet } from "./catalogue-fields";
import { CatalogueForm } from "./catalogue-form";
import {
  actionsColumn,
  catalogueFilters,
  orderColumn,
  statusColumn,
  titleColumn,
} from "./catalogue-table";

/** Every list of categories refetches under this key after a change. */
export const CATEGORIES_KEY = "admin-categories";
const defaultSort = { sort: "sort_order", order: "asc" } as const;

/** /admin/categories: the top-level categories, and a form to add one. */
export function AdminCategories() {
  const t = useTranslations("adminCatalogue.categories");
  return (
    <div className="flex flex-col gap-4">
      <AdminSection title={t("title")} lead={t("lead")}>
        <CategoryTable parentId={null} />
      </AdminSection>
      <AdminSection title={t("add")}>
        <AddCategory parentId={null} />
      </AdminSection>
    </div>
  );
}

/**
 * Categories (or one category's subcategories) on the DataTable: found by title, filtered by
 * active, sorted by title, products or order; each edited, (de)activated, or deleted when
 * nothing uses it.
 */
export function CategoryTable({ parentId }: { parentId: number | null }) {
  const t = useTranslations("adminCatalogue");
  const language = useLocale();
  const filters = useMemo(() => catalogueFilters(t, true), [t]);
  const columns = useMemo<ColumnDef<AdminCategory>[]>(
    () => [
      titleColumn<AdminCategory>(t, language, (category) => (
        <span className="flex items-center gap-2">
          <CategoryIcon icon={category.icon} className="size-7 shrink-0 text-primary-700" />
          <Link
            href={`/admin/categories/${category.id}`}
            className="font-semibold text-primary-800 underline-offset-2 hover:underline"
          >
            {bilingual(category, language)}
          </Link>
        </span>
      )),
      {
        id: "product_count",
        header: t("common.productsColumn"),
        enableSorting: true,
        meta: { numeric: true },
        cell: ({ row }) =>
          inDigits(
            parentId === null
              ? joinInline(language, [
                  String(row.original.product_count),
                  t("categories.subcategoryCount", { count: row.original.subcategory_count }),
                ])
              : String(row.original.product_count),
            language,
          ),
      },
      orderColumn<AdminCategory>(t, language),
      statusColumn<AdminCategory>(t),
      actionsColumn<AdminCategory>(t, {
        path: "/admin/categories",
        cacheKey: CATEGORIES_KEY,
        fieldSet: () => categoryFieldSet(t, parentId),
        canDelete: (row) => row.product_count === 0 && row.subcategory_count === 0,
      }),
    ],
    [t, language, parentId],
  );
  return (
    <DataTable
      caption={parentId === null ? t("categories.title") : t("categories.subcategories")}
      path="/admin/categories"
      cacheKey={CATEGORIES_KEY}
      columns={columns}
      getRowId={(category) => String(category.id)}
      defaultSort={defaultSort}
      filters={filters}
      fixedPayload={parentId === null ? undefined : { parent_id: String(parentId) }}
      emptyText={t("common.empty")}
    />
  );
}

/** Adds a category, or (with `parentId`) a subcategory, with the same fields an edit shows. */
export function AddCategory({ parentId }: { parentId: number | null }) {
  const t = useTranslations("adminCatalogue");
  const set = categoryFieldSet(t, parentId);
  return (
    <CatalogueForm
      fields={set.fields}
      initial={set.blank}
      toPayload={set.toPayload}
      method="POST"
      path="/admin/categories"
      cacheKey={CATEGORIES_KEY}
      submitLabel={parentId === null ? t("categories.add") : t("categories.addSub")}
      onDone={() => undefined}
    />
  );
}
