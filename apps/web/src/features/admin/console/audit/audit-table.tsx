"use client";

import { type AuditEntry, auditTargetKinds } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, type DataTableFilter } from "@/components/data-table/data-table";
import { LtrValue } from "@/components/text/ltr-value";
import { formatDateTime } from "@/lib/i18n/local-date";

const defaultSort = { sort: "created_at", order: "desc" } as const;

/** /admin/audit: the append-only log of admin actions, searchable and paged. */
export function AuditTable() {
  const t = useTranslations("console.audit");
  const language = useLocale();
  const filters = useMemo<DataTableFilter[]>(
    () => [
      { kind: "search", id: "action", label: t("actionSearch") },
      {
        kind: "select",
        id: "target_kind",
        label: t("targetKind"),
        options: auditTargetKinds.map((kind) => ({ value: kind, label: t(`targets.${kind}`) })),
      },
      { kind: "search", id: "admin", label: t("adminSearch") },
      { kind: "dateRange", fromId: "from", toId: "to", fromLabel: t("from"), toLabel: t("to") },
    ],
    [t],
  );
  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      {
        id: "created_at",
        header: t("when"),
        enableSorting: true,
        cell: ({ row }) => (
          <time dateTime={row.original.created_at}>
            {formatDateTime(row.original.created_at, language)}
          </time>
        ),
      },
      {
        id: "admin",
        header: t("admin"),
        cell: ({ row }) => (
          <span>
            <bdi>{row.original.admin.name ?? ""}</bdi>{" "}
            <span className="text-sm text-slate-500">
              <LtrValue value={row.original.admin.mobile} />
            </span>
          </span>
        ),
      },
      {
        id: "action",
        header: t("action"),
        cell: ({ row }) => (
          <code dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">
            {row.original.action}
          </code>
        ),
      },
      {
        id: "target",
        header: t("targetKind"),
        cell: ({ row }) => (
          <span className="text-sm">
            {t(`targets.${row.original.target_kind}`)}
            {row.original.target_id ? (
              <>
                {" "}
                <LtrValue value={`#${row.original.target_id}`} />
              </>
            ) : null}
          </span>
        ),
      },
      {
        id: "change",
        header: t("change"),
        cell: ({ row }) => <ChangeDetails entry={row.original} />,
      },
    ],
    [t, language],
  );
  return (
    <DataTable
      caption={t("title")}
      path="/admin/audit"
      cacheKey="admin-audit"
      columns={columns}
      getRowId={(entry) => String(entry.id)}
      defaultSort={defaultSort}
      filters={filters}
      emptyText={t("empty")}
    />
  );
}

/** Before and after as the API stored them: JSON, shown on demand. */
function ChangeDetails({ entry }: { entry: AuditEntry }) {
  const t = useTranslations("console.audit");
  if (entry.before == null && entry.after == null) return <span>—</span>;
  return (
    <details className="max-w-md text-sm">
      <summary className="cursor-pointer font-semibold text-primary-700">{t("show")}</summary>
      <dl className="mt-2 grid gap-2">
        {entry.before != null ? (
          <div>
            <dt className="text-slate-500">{t("before")}</dt>
            <dd>
              <pre dir="ltr" className="overflow-x-auto rounded bg-slate-50 p-2 text-xs">
                {JSON.stringify(entry.before, null, 2)}
              </pre>
            </dd>
          </div>
        ) : null}
        {entry.after != null ? (
          <div>
            <dt className="text-slate-500">{t("after")}</dt>
            <dd>
              <pre dir="ltr" className="overflow-x-auto rounded bg-slate-50 p-2 text-xs">
                {JSON.stringify(entry.after, null, 2)}
              </pre>
            </dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}
