"use client";

import {
  type Dispute,
  type DisputeOutcome,
  type Order,
  resolveDisputeBodySchema,
} from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { actionsColumn, dateTimeColumn } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { Link } from "@/components/link";
import { ReasonDialog } from "@/components/reason-dialog";
import { ReasonForm } from "@/components/reason-form";
import { useMoney } from "@/features/catalog";
import { bilingual } from "@/lib/i18n/languages";

/** The disputed orders' list; a resolution refetches it. */
const ADMIN_DISPUTES_KEY = "admin-disputes";
/** The longest waiting first: the API's one order for disputes. */
const longestWaiting = { sort: "disputed_at", order: "asc" } as const;

/**
 * /admin/disputes: orders whose customers reported a problem, the longest waiting first, on
 * the console's table paged through the URL, each with the report; the admin settles one as
 * received or cancels it with a refund (the driver who carried it is still paid, by the
 * shop), and says why.
 */
export function AdminDisputes() {
  const t = useTranslations("orders.disputes");
  const tList = useTranslations("adminLists.disputes");
  const language = useLocale();
  const money = useMoney();
  const format = useFormatter();
  const [resolving, setResolving] = useState<{ order: Order; outcome: DisputeOutcome } | null>(
    null,
  );
  const columns = useMemo<ColumnDef<Dispute>[]>(
    () => [
      {
        id: "order",
        header: tList("order"),
        cell: ({ row }) => (
          <Link
            href={`/admin/orders/${row.original.order.id}`}
            className="font-semibold whitespace-nowrap text-primary-800 hover:underline"
          >
            {t("order", { id: format.number(row.original.order.id, { useGrouping: false }) })}
          </Link>
        ),
      },
      {
        id: "customer",
        header: t("customer"),
        cell: ({ row }) => <bdi>{row.original.order.customer.name ?? t("noName")}</bdi>,
      },
      {
        id: "shop",
        header: t("shop"),
        cell: ({ row }) => <bdi>{bilingual(row.original.order.seller, language)}</bdi>,
      },
      {
        id: "total",
        header: t("total"),
        meta: { numeric: true },
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{money.toman(row.original.order.total_rials)}</span>
        ),
      },
      {
        id: "report",
        header: t("report"),
        cell: ({ row }) => (
          <p dir="auto" className="max-w-md whitespace-pre-line break-words">
            {row.original.reason ?? t("noReason")}
          </p>
        ),
      },
      dateTimeColumn<Dispute>(
        "disputed_at",
        t("reported"),
        (dispute) => dispute.disputed_at,
        language,
      ),
      actionsColumn<Dispute>(tList("actions"), ({ order }) => (
        <>
          <button
            type="button"
            onClick={() => setResolving({ order, outcome: "received" })}
            className={primaryButton}
          >
            {t("receive")}
          </button>
          <button
            type="button"
            onClick={() => setResolving({ order, outcome: "cancelled" })}
            className={`${secondaryButton} text-red-700`}
          >
            {t("cancel")}
          </button>
        </>
      )),
    ],
    [t, tList, language, money, format],
  );

  return (
    <>
      <DataTable
        caption={t("title")}
        path="/admin/disputes"
        cacheKey={ADMIN_DISPUTES_KEY}
        columns={columns}
        getRowId={(dispute) => String(dispute.order.id)}
        defaultSort={longestWaiting}
        emptyText={t("emptyTitle")}
      />
      <ResolveDialog resolving={resolving} onClose={() => setResolving(null)} />
    </>
  );
}

/** Settling or cancelling one dispute, with the note the customer and shop read. */
export function ResolveDialog({
  resolving,
  onClose,
  cacheKey = ADMIN_DISPUTES_KEY,
}: {
  resolving: { order: Order; outcome: DisputeOutcome } | null;
  onClose: () => void;
  /** The list to refetch once it is resolved (the disputes' list by default). */
  cacheKey?: string;
}) {
  const t = useTranslations("orders.disputes");
  const money = useMoney();
  return (
    <ReasonDialog
      isOpen={resolving !== null}
      onClose={onClose}
      title={resolving?.outcome === "cancelled" ? t("cancelTitle") : t("receiveTitle")}
      lead={
        resolving
          ? resolving.outcome === "cancelled"
            ? t("cancelLead", { amount: money.toman(resolving.order.total_rials) })
            : t("receiveLead")
          : null
      }
    >
      {resolving ? (
        <ResolveForm
          order={resolving.order}
          outcome={resolving.outcome}
          cacheKey={cacheKey}
          onDone={onClose}
        />
      ) : null}
    </ReasonDialog>
  );
}

function ResolveForm({
  order,
  outcome,
  cacheKey,
  onDone,
}: {
  order: Order;
  outcome: DisputeOutcome;
  cacheKey: string;
  onDone: () => void;
}) {
  const t = useTranslations("orders.disputes");
  return (
    <ReasonForm
      schema={resolveDisputeBodySchema}
      defaultValues={{ outcome, note: "" }}
      call={(body) => ({
        method: "POST",
        path: `/admin/disputes/${order.id}/resolve`,
        payload: { ...body },
        cacheKey,
        label: "resolve dispute",
      })}
      onDone={onDone}
      text={{
        name: "note",
        id: `resolve-${order.id}-note`,
        label: t("note"),
        description: t("noteHint"),
        textAreaProps: { rows: 3 },
      }}
      closeText={t("back")}
      submitText={outcome === "cancelled" ? t("confirmCancel") : t("confirmReceive")}
      isDestructive={outcome === "cancelled"}
    />
  );
}
