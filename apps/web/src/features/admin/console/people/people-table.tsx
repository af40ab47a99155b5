"use client";

import { type AdminPersonRow, roles } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, type DataTableFilter } from "@/components/data-table/data-table";
import { Link } from "@/components/link";
import { LtrValue } from "@/components/text/ltr-value";
import { ToneBadge } from "@/components/tone-badge";
import { formatDateTime } from "@/lib/i18n/local-date";

/** The people list; a block or a review refetches it. */
export const ADMIN_PEOPLE_KEY = "admin-people";
const defaultSort = { sort: "created_at", order: "desc" } as const;

/** /admin/people: everyone, found by name, shop, mobile in any digits or national code. */
export function PeopleTable() {
  const t = useTranslations("console.people");
  const language = useLocale();

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: "search",
        id: "q",
        label: t("search"),
        placeholder: t("searchPlaceholder"),
      },
      {
        kind: "select",
        id: "role",
        label: t("role"),
        options: roles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
      },
      {
        kind: "select",
        id: "status",
        label: t("status"),
        options: [
          { value: "active", label: t("active") },
          { value: "blocked", label: t("blocked") },
        ],
      },
    ],
    [t],
  );

  const columns = useMemo<ColumnDef<AdminPersonRow>[]>(
    () => [
      {
        id: "name",
        header: t("name"),
        enableSorting: true,
        cell: ({ row }) => {
          const person = row.original;
          const name = person.name ?? t("noName");
          return (
            <Link
              href={`/admin/people/${person.id}`}
              className="font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              <bdi>{name}</bdi>
              {person.store_name ? (
                <span className="block text-sm font-normal text-slate-500">
                  <bdi>{person.store_name}</bdi>
                </span>
              ) : null}
            </Link>
          );
        },
      },
      {
        id: "mobile",
        header: t("mobile"),
        cell: ({ row }) => <LtrValue value={row.original.mobile} />,
      },
      {
        id: "roles",
        header: t("role"),
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.roles.map((role) => (
              <ToneBadge key={role} tone={role === "admin" ? "indigo" : "slate"}>
                {t(`roles.${role}`)}
              </ToneBadge>
            ))}
            {row.original.blocked_at ? <ToneBadge tone="red">{t("blocked")}</ToneBadge> : null}
          </span>
        ),
      },
      {
        id: "created_at",
        header: t("joined"),
        enableSorting: true,
        cell: ({ row }) => (
          <time dateTime={row.original.created_at}>
            {formatDateTime(row.original.created_at, language)}
          </time>
        ),
      },
    ],
    [t, language],
  );

  return (
    <DataTable
      caption={t("title")}
      path="/admin/people"
      cacheKey={ADMIN_PEOPLE_KEY}
      columns={columns}
      getRowId={(person) => String(person.id)}
      defaultSort={defaultSort}
      filters={filters}
      emptyText={t("empty")}
    />
  );
}
