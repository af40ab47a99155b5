"use client";

import { useTranslations } from "next-intl";
import { DataTable, type DataTableProps } from "@/components/data-table/data-table";
import { StatusTabs } from "@/components/data-table/status-tabs";
import { type DeskStatusTab, deskStatusPayload, deskStatusTabs } from "./desk-tabs";

/**
 * A desk list (reports, support threads): status tabs above the console's table, the tab in
 * `?status=` (open by default, "all" for every status), the table paged through the URL.
 */
export function DeskStatusTable<T>({
  status,
  statusLabel,
  ...table
}: Omit<DataTableProps<T>, "fixedPayload"> & {
  status: DeskStatusTab;
  /** A status's name in the list's own words ("Waiting for support", "Answered"…). */
  statusLabel: (status: Exclude<DeskStatusTab, "all">) => string;
}) {
  const t = useTranslations("desk.adminReports");
  return (
    <div className="flex flex-col gap-4">
      <StatusTabs
        label={t("status")}
        path={table.path}
        options={deskStatusTabs.map((value) => ({
          value,
          label: value === "all" ? t("all") : statusLabel(value),
        }))}
        current={status}
      />
      <DataTable {...table} fixedPayload={deskStatusPayload(status)} />
    </div>
  );
}
