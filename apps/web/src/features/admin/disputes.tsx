"use client";

import {
  type Dispute,
  type DisputeOutcome,
  type Language,
  type Order,
  resolveDisputeBodySchema,
} from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { CheckBadgeIcon } from "@/components/icons";
import { ReasonDialog, ReasonDialogActions } from "@/components/reason-dialog";
import { Skeleton } from "@/components/skeleton";
import { useMoney } from "@/features/catalog/money";
import { itemsOf, usePagedList } from "@/lib/api/use-paged-list";
import { bilingual } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";

/** The disputed orders' list; a resolution refetches it. */
const ADMIN_DISPUTES_KEY = "admin-disputes";
const PER_PAGE = 20;

/**
 * /admin/disputes: orders whose customers reported a problem, the longest waiting first, each
 * with the report; the admin settles one as received or cancels it with a refund (the driver
 * who carried it is still paid, by the shop), and says why.
 */
export function AdminDisputes() {
  const t = useTranslations("orders.disputes");
  const list = usePagedList<Dispute>({
    path: "/admin/disputes",
    payload: {},
    cacheKey: ADMIN_DISPUTES_KEY,
    perPage: PER_PAGE,
  });
  const [resolving, setResolving] = useState<{ order: Order; outcome: DisputeOutcome } | null>(
    null,
  );

  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  const disputes = itemsOf(list.data.pages);
  if (disputes.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <CheckBadgeIcon className="size-10 text-emerald-600" />
        <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
        <p className="text-slate-600">{t("emptyText")}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {disputes.map((dispute) => (
          <li key={dispute.order.id}>
            <DisputeCard
              dispute={dispute}
              onResolve={(outcome) => setResolving({ order: dispute.order, outcome })}
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <button
          type="button"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          className={`${secondaryButton} self-center`}
        >
          {t("more")}
        </button>
      ) : null}
      <ResolveDialog resolving={resolving} onClose={() => setResolving(null)} />
    </div>
  );
}

function DisputeCard({
  dispute,
  onResolve,
}: {
  dispute: Dispute;
  onResolve: (outcome: DisputeOutcome) => void;
}) {
  const t = useTranslations("orders.disputes");
  const language = useLocale() as Language;
  const money = useMoney();
  const format = useFormatter();
  const { order } = dispute;
  return (
    <article
      aria-labelledby={`dispute-${order.id}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`dispute-${order.id}`} className="text-lg font-bold text-slate-900">
          {t("order", { id: format.number(order.id, { useGrouping: false }) })}
        </h2>
        <p className="text-sm text-slate-500">
          {t("reported")}{" "}
          <time dateTime={dispute.disputed_at}>
            {formatDateTime(dispute.disputed_at, language)}
          </time>
        </p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t("customer")}</dt>
          <dd className="font-semibold text-slate-900">
            <bdi>{order.customer.name ?? t("noName")}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("shop")}</dt>
          <dd className="font-semibold text-slate-900">
            <bdi>{bilingual(order.seller, language)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("total")}</dt>
          <dd className="font-semibold text-slate-900">{money.toman(order.total_rials)}</dd>
        </div>
      </dl>
      <blockquote className="rounded-xl bg-amber-50 p-3 text-slate-800">
        <p className="mb-1 text-sm font-semibold text-amber-900">{t("report")}</p>
        <p dir="auto">{dispute.reason ?? t("noReason")}</p>
      </blockquote>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => onResolve("cancelled")}
          className={`${secondaryButton} text-red-700`}
        >
          {t("cancel")}
        </button>
        <button type="button" onClick={() => onResolve("received")} className={primaryButton}>
          {t("receive")}
        </button>
      </div>
    </article>
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
  const form = useZodForm(resolveDisputeBodySchema, { defaultValues: { outcome, note: "" } });
  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<Order, typeof body>({
      call: {
        method: "POST",
        path: `/admin/disputes/${order.id}/resolve`,
        payload: { ...body },
        cacheKey,
        label: "resolve dispute",
      },
      fields: ["note"],
      setError: form.setError,
    });
    if (envelope) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <TextAreaField
        control={form.control}
        name="note"
        id={`resolve-${order.id}-note`}
        label={t("note")}
        description={t("noteHint")}
        textAreaProps={{ rows: 3, dir: "auto" }}
      />
      <ReasonDialogActions
        closeText={t("back")}
        submitText={outcome === "cancelled" ? t("confirmCancel") : t("confirmReceive")}
        isSubmitting={form.formState.isSubmitting}
        isDestructive={outcome === "cancelled"}
      />
    </form>
  );
}
