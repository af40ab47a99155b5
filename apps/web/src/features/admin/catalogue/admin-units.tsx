"use client";

import type { AdminPackageType, AdminStockType } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, type DataTableFilter } from "@/components/data-table/data-table";
import { Link } from "@/components/link";
import { LtrValue } from "@/components/text/ltr-value";
import { separatorsOf } from "@/lib/i18n/languages";
import { AdminSection } from "./admin-ui";
import { type UnitKind, unitFieldSet } from "./catalogue-fields";
import { CatalogueForm } from "./catalogue-form";
import { actionsColumn, catalogueFilters, orderColumn, titleColumn } from "./catalogue-table";

type UnitRow = AdminStockType | AdminPackageType;

const defaultSort = { sort: "sort_order", order: "asc" } as const;
const usesOf = (row: UnitRow) => ("product_count" in row ? row.product_count : row.use_count);

/**
 * /admin/units: stock units or package types (`?kind=package-types`), one table at a time
 * since a table keeps its paging and filters in the address.
 */
export function AdminUnits() {
  const t = useTranslations("adminCatalogue.units");
  const kind: UnitKind =
    useSearchParams().get("kind") === "package-types" ? "package-types" : "stock-types";
  const tabs: { kind: UnitKind; label: string; href: string }[] = [
    { kind: "stock-types", label: t("stockTypes"), href: "/admin/units" },
    { kind: "package-types", label: t("packageTypes"), href: "/admin/units?kind=package-types" },
  ];
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("title")} className="flex gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.kind}
            href={tab.href}
            aria-current={tab.kind === kind ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold ${
              tab.kind === kind
                ? "bg-primary-700 text-white"
                : "bg-white text-primary-800 ring-1 ring-slate-200 hover:bg-primary-50"
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <UnitSection key={kind} kind={kind} />
    </div>
  );
}

function UnitSection({ kind }: { kind: UnitKind }) {
  const t = useTranslations("adminCatalogue");
  const language = useLocale();
  const cacheKey = `admin-${kind}`;
  const set = unitFieldSet(t, kind);
  const filters = useMemo<DataTableFilter[]>(
    () => [
      ...catalogueFilters(t, false),
      {
        kind: "select",
        id: "use",
        label: t("units.use"),
        options: [
          { value: "used", label: t("units.used") },
          { value: "unused", label: t("units.unused") },
        ],
      },
    ],
    [t],
  );
  const columns = useMemo<ColumnDef<UnitRow>[]>(
    () => [
      titleColumn<UnitRow>(t, language),
      {
        id: "code",
        header: t("units.code"),
        cell: ({ row }) => (
          <span className="text-sm">
            <LtrValue value={row.original.code} />
            {"allows_fraction" in row.original
              ? `${separatorsOf(language).inline}${row.original.allows_fraction ? t("units.fraction") : t("units.whole")}`
              : null}
          </span>
        ),
      },
      {
        id: "uses",
        header: t("units.usesColumn"),
        enableSorting: true,
        cell: ({ row }) => t("units.uses", { count: usesOf(row.original) }),
      },
      orderColumn<UnitRow>(t, language),
      actionsColumn<UnitRow>(t, {
        path: `/admin/${kind}`,
        cacheKey,
        fieldSet: () => unitFieldSet(t, kind),
        canDelete: (row) => usesOf(row) === 0,
      }),
    ],
    [t, language, kind, cacheKey],
  );
  const title = kind === "stock-types" ? t("units.stockTypes") : t("units.packageTypes");
  return (
    <>
      <AdminSection title={title}>
        <DataTable
          caption={title}
          path={`/admin/${kind}`}
          cacheKey={cacheKey}
          columns={columns}
          getRowId={(row) => String(row.id)}
          defaultSort={defaultSort}
          filters={filters}
          emptyText={t("common.empty")}
        />
      </AdminSection>
      <AdminSection title={kind === "stock-types" ? t("units.addUnit") : t("units.addPackage")}>
        <CatalogueForm
          fields={set.fields}
          initial={set.blank}
          toPayload={set.toPayload}
          method="POST"
          path={`/admin/${kind}`}
          cacheKey={cacheKey}
          submitLabel={kind === "stock-types" ? t("units.addUnit") : t("units.addPackage")}
          onDone={() => undefined}
        />
      </AdminSection>
    </>
  );
}
