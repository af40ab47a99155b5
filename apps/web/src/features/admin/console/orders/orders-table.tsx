"use client";

import { type AdminOrderRow, orderStatuses } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, type DataTableFilter } from "@/components/data-table/data-table";
import { Link } from "@/components/link";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { useMoney } from "@/features/catalog";
import { bilingual, inDigits } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { ADMIN_ORDERS_KEY } from "./admin-orders-key";

const defaultSort = { sort: "created_at", order: "desc" } as const;

/** /admin/orders: every order, by status and the days it was placed (Jalali in Persian). */
export function OrdersTable() {
  const t = useTranslations("console.orders");
  const tStatus = useTranslations("orders.status");
  const language = useLocale();
  const money = useMoney();
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: "select",
        id: "status",
        label: t("status"),
        options: orderStatuses.map((status) => ({ value: status, label: tStatus(status) })),
      },
      { kind: "dateRange", fromId: "from", toId: "to", fromLabel: t("from"), toLabel: t("to") },
    ],
    [t, tStatus],
  );
  const columns = useMemo<ColumnDef<AdminOrderRow>[]>(
    () => [
      {
        id: "id",
        header: t("order"),
        cell: ({ row }) => (
          <Link
            href={`/admin/orders/${row.original.id}`}
            className="font-semibold text-primary-700 hover:underline"
            data-testid="admin-order-id"
          >
            {inDigits(t("number", { id: row.original.id }), language)}
          </Link>
        ),
      },
      {
        id: "created_at",
        header: t("placed"),
        enableSorting: true,
        cell: ({ row }) => (
          <time dateTime={row.original.created_at}>
            {formatDateTime(row.original.created_at, language)}
          </time>
        ),
      },
      {
        id: "customer",
        header: t("customer"),
        cell: ({ row }) => (
          <Link
            href={`/admin/people/${row.original.customer.id}`}
            className="text-primary-700 hover:underline"
          >
            <bdi>{row.original.customer.name ?? row.original.customer.mobile}</bdi>
          </Link>
        ),
      },
      {
        id: "shop",
        header: t("shop"),
        cell: ({ row }) => (
          <Link
            href={`/admin/people/${row.original.shop.id}`}
            className="text-primary-700 hover:underline"
          >
            <bdi>{bilingual(row.original.shop, language)}</bdi>
          </Link>
        ),
      },
      {
        id: "status",
        header: t("status"),
        cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
      },
      {
        id: "total",
        header: t("total"),
        enableSorting: true,
        meta: { numeric: true },
        cell: ({ row }) => money.toman(row.original.total_rials),
      },
    ],
    [t, language, money],
  );
  return (
    <DataTable
      caption={t("title")}
      path="/admin/orders"
      cacheKey={ADMIN_ORDERS_KEY}
      columns={columns}
      getRowId={(order) => String(order.id)}
      defaultSort={defaultSort}
      filters={filters}
      emptyText={t("empty")}
    />
  );
}
