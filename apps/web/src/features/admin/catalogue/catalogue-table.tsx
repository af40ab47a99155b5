"use client";

import type { Language } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { DataTableFilter } from "@/components/data-table/data-table";
import { ToneBadge } from "@/components/tone-badge";
import { request } from "@/lib/api";
import { bilingual, columnName, inDigits } from "@/lib/i18n/languages";
import type { FieldSet } from "./catalogue-fields";
import { EditDialog } from "./catalogue-form";

/*
 * The columns, filters and row actions every catalogue list shares on the DataTable: a title
 * sorted in the page's language, the order, the active badge, and edit / (de)activate /
 * delete. Each screen adds only its own columns.
 */

export interface CatalogueRow {
  id: number;
  title: string;
  title_en: string;
  sort_order: number;
  is_active?: boolean;
}

type Translate = ReturnType<typeof useTranslations<"adminCatalogue">>;

/** The title column sorts by the title the page shows (`title` or `title_en`). */
export function titleColumn<Row extends CatalogueRow>(
  t: Translate,
  language: Language,
  render?: (row: Row) => ReactNode,
): ColumnDef<Row> {
  return {
    id: columnName("title", language),
    header: t("common.title"),
    enableSorting: true,
    cell: ({ row }) =>
      render ? (
        render(row.original)
      ) : (
        <span className="font-semibold">{bilingual(row.original, language)}</span>
      ),
  };
}

export function orderColumn<Row extends CatalogueRow>(
  t: Translate,
  language: Language,
): ColumnDef<Row> {
  return {
    id: "sort_order",
    header: t("common.order"),
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ row }) => inDigits(String(row.original.sort_order), language),
  };
}

export function statusColumn<Row extends CatalogueRow>(t: Translate): ColumnDef<Row> {
  return {
    id: "status",
    header: t("common.status"),
    cell: ({ row }) => (
      <ToneBadge tone={row.original.is_active ? "green" : "slate"}>
        {row.original.is_active ? t("common.active") : t("common.inactive")}
      </ToneBadge>
    ),
  };
}

/** The "find" box and, for tables with an active flag, the active/inactive choice. */
export function catalogueFilters(t: Translate, withStatus: boolean): DataTableFilter[] {
  return [
    { kind: "search", id: "q", label: t("common.search") },
    ...(withStatus
      ? [
          {
            kind: "select",
            id: "status",
            label: t("common.status"),
            options: [
              { value: "active", label: t("common.active") },
              { value: "inactive", label: t("common.inactive") },
            ],
          } as const,
        ]
      : []),
  ];
}

export function actionsColumn<Row extends CatalogueRow>(
  t: Translate,
  options: {
    /** The rows' API path; a row is `${path}/${id}`. */
    path: string;
    cacheKey: string;
    fieldSet: (row: Row) => FieldSet<Row>;
    canDelete: (row: Row) => boolean;
  },
): ColumnDef<Row> {
  return {
    id: "actions",
    header: t("common.actions"),
    cell: ({ row }) => <RowActions row={row.original} {...options} />,
  };
}

/** Edit (the table's own form in a dialog), activate or deactivate, delete when unused. */
export function RowActions<Row extends CatalogueRow>({
  row,
  path,
  cacheKey,
  fieldSet,
  canDelete,
}: {
  row: Row;
  path: string;
  cacheKey: string;
  fieldSet: (row: Row) => FieldSet<Row>;
  canDelete: (row: Row) => boolean;
}) {
  const t = useTranslations("adminCatalogue");
  const language = useLocale();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [isPending, setPending] = useState(false);
  const name = bilingual(row, language);
  const rowPath = `${path}/${row.id}`;
  const change = async (method: "PATCH" | "DELETE") => {
    setPending(true);
    await request({
      method,
      path: rowPath,
      cacheKey,
      ...(method === "PATCH" ? { payload: { is_active: !row.is_active } } : {}),
    });
    setPending(false);
    setDeleting(false);
  };
  const set = editing ? fieldSet(row) : null;

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={secondaryButton}
        aria-label={t("common.editNamed", { name })}
        onClick={() => setEditing(true)}
      >
        {t("common.edit")}
      </button>
      {row.is_active === undefined ? null : (
        <button
          type="button"
          className={secondaryButton}
          disabled={isPending}
          onClick={() => void change("PATCH")}
        >
          {row.is_active ? t("common.deactivate") : t("common.activate")}
        </button>
      )}
      {canDelete(row) ? (
        <button
          type="button"
          className={`${secondaryButton} text-red-700`}
          onClick={() => setDeleting(true)}
        >
          {t("common.delete")}
        </button>
      ) : null}
      {set ? (
        <EditDialog
          title={t("common.editNamed", { name })}
          fields={set.fields}
          initial={set.valuesOf(row)}
          toPayload={set.toPayload}
          path={rowPath}
          cacheKey={cacheKey}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t("common.confirmDelete", { name })}
        text={t("common.confirmDeleteText")}
        isPending={isPending}
        onConfirm={() => void change("DELETE")}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}
