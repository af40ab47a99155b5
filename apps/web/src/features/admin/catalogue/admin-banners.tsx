"use client";

import { type AdminBanner, bannerPositions } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, type DataTableFilter } from "@/components/data-table/data-table";
import { bilingual } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { AdminSection } from "./admin-ui";
import { bannerFieldSet } from "./catalogue-fields";
import { CatalogueForm } from "./catalogue-form";
import {
  actionsColumn,
  catalogueFilters,
  orderColumn,
  statusColumn,
  titleColumn,
} from "./catalogue-table";

const BANNERS_KEY = "admin-banners";
const defaultSort = { sort: "sort_order", order: "asc" } as const;

/** /admin/banners: every banner with its schedule on the DataTable, and a form to add one. */
export function AdminBanners() {
  const t = useTranslations("adminCatalogue");
  const language = useLocale();
  const set = bannerFieldSet(t);
  const filters = useMemo<DataTableFilter[]>(
    () => [
      ...catalogueFilters(t, true),
      {
        kind: "select",
        id: "position",
        label: t("banners.position"),
        options: bannerPositions.map((position) => ({
          value: position,
          label: t(`banners.positions.${position}`),
        })),
      },
    ],
    [t],
  );
  const columns = useMemo<ColumnDef<AdminBanner>[]>(() => {
    const schedule = (banner: AdminBanner) =>
      banner.starts_at || banner.ends_at
        ? t("banners.schedule", {
            from: banner.starts_at ? formatDateTime(banner.starts_at, language) : "…",
            to: banner.ends_at ? formatDateTime(banner.ends_at, language) : "…",
          })
        : t("banners.always");
    return [
      titleColumn<AdminBanner>(t, language, (banner) => (
        <span data-testid="admin-banner" className="flex items-center gap-3">
          {/* biome-ignore lint/performance/noImgElement: an uploaded image of any size, shown small */}
          <img src={banner.image_url} alt="" className="h-12 w-20 rounded-lg object-cover" />
          <span className="min-w-0">
            <span className="block font-semibold">{bilingual(banner, language)}</span>
            <bdi dir="ltr" className="block truncate text-sm text-slate-500">
              {banner.link_url}
            </bdi>
          </span>
        </span>
      )),
      {
        id: "position",
        header: t("banners.position"),
        cell: ({ row }) => t(`banners.positions.${row.original.position}`),
      },
      {
        id: "starts_at",
        header: t("banners.scheduleColumn"),
        enableSorting: true,
        cell: ({ row }) => <span className="text-sm">{schedule(row.original)}</span>,
      },
      orderColumn<AdminBanner>(t, language),
      statusColumn<AdminBanner>(t),
      actionsColumn<AdminBanner>(t, {
        path: "/admin/banners",
        cacheKey: BANNERS_KEY,
        fieldSet: (banner) => bannerFieldSet(t, banner.image_url),
        canDelete: () => true,
      }),
    ];
  }, [t, language]);

  return (
    <div className="flex flex-col gap-4">
      <AdminSection title={t("banners.title")} lead={t("banners.lead")}>
        <DataTable
          caption={t("banners.title")}
          path="/admin/banners"
          cacheKey={BANNERS_KEY}
          columns={columns}
          getRowId={(banner) => String(banner.id)}
          defaultSort={defaultSort}
          filters={filters}
          emptyText={t("common.empty")}
        />
      </AdminSection>
      <AdminSection title={t("banners.add")}>
        <CatalogueForm
          fields={set.fields}
          initial={set.blank}
          toPayload={set.toPayload}
          method="POST"
          path="/admin/banners"
          cacheKey={BANNERS_KEY}
          submitLabel={t("banners.add")}
          onDone={() => undefined}
        />
      </AdminSection>
    </div>
  );
}
