"use client";

import {
  type AdminOrderChat,
  type AdminOrderDetail,
  adminOrderCancelBodySchema,
  type DisputeOutcome,
  type Envelope,
  type Order,
} from "@kesht/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { OrdersIcon } from "@/components/icons";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { ReasonDialog } from "@/components/reason-dialog";
import { ReasonForm } from "@/components/reason-form";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { LtrValue } from "@/components/text/ltr-value";
import { ToneBadge } from "@/components/tone-badge";
import { ResolveDialog } from "@/features/admin/disputes";
import { useMoney } from "@/features/catalog";
import { MessageBubble } from "@/features/chat";
import {
  OrderDelivery,
  OrderItems,
  OrderShipment,
  OrderSummary,
  OrderTimeline,
} from "@/features/orders";
import { useApiQuery } from "@/lib/api";
import { queryKeyOf } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { REPORT_FAILURES_META } from "@/lib/api/query-client";
import { bilingual, separatorsOf } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { useIdNumber } from "@/lib/i18n/use-id-number";

/** The orders' list and every order's page: an admin's change to one refetches both. */
const ADMIN_ORDERS_KEY = "admin-orders";

/**
 * /admin/orders/[oid]: one order as an operator answers for it — what was bought and where it
 * goes, who bought and sold it, how it went (its status events), the money (gateway payments
 * and the ledger's postings), its shipment, an open dispute, its chat (read-only), and what
 * the state table lets an admin do now: cancel with a refund, or resolve the dispute.
 */
export function AdminOrderView({ id }: { id: number }) {
  const t = useTranslations("adminOrder");
  const idNumber = useIdNumber();
  const [cancelling, setCancelling] = useState(false);
  const [resolving, setResolving] = useState<{ order: Order; outcome: DisputeOutcome } | null>(
    null,
  );
  const query = useApiQuery<AdminOrderDetail>({
    path: `/admin/orders/${id}`,
    cacheKey: ADMIN_ORDERS_KEY,
  });

  if (query.error?.failure.status === 404) {
    return (
      <StatusMessage
        headingLevel={2}
        icon={<OrdersIcon className="size-10" />}
        title={t("notFoundTitle")}
        text={t("notFoundText")}
        actions={
          <Link href="/admin/orders" className={primaryButton}>
            {t("toOrders")}
          </Link>
        }
      />
    );
  }
  if (query.isError) {
    return <LoadFailed text={t("loadFailed")} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div aria-busy="true" className="grid gap-5 lg:grid-cols-3">
        <Skeleton className="h-40 w-full rounded-2xl lg:col-span-2" />
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl lg:col-span-2" />
      </div>
    );
  }
  const detail = query.data.data;
  const { order } = detail;

  return (
    <div className="flex flex-col gap-5" data-testid="admin-order">
      <div className="grid items-start gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          <AdminOrderHeader detail={detail} />
          {detail.dispute ? (
            <DisputeCard
              dispute={detail.dispute}
              onResolve={(outcome) => setResolving({ order, outcome })}
            />
          ) : null}
          <OrderItems order={order} side="customer" />
          <OrderDelivery order={order} side="customer" />
          <OrderShipment order={order} side="customer" />
          <OrderTimeline events={order.events} />
          <PaymentsCard detail={detail} />
          <LedgerCard detail={detail} />
          <ChatCard orderId={order.id} />
        </div>
        <div className="flex flex-col gap-5 lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
          <OrderSummary order={order}>
            <AdminOrderActions
              detail={detail}
              onCancel={() => setCancelling(true)}
              onResolve={(outcome) => setResolving({ order, outcome })}
            />
          </OrderSummary>
        </div>
      </div>
      <ReasonDialog
        isOpen={cancelling}
        onClose={() => setCancelling(false)}
        title={t("cancelTitle", { id: idNumber(order.id) })}
        lead={<CancelLead totalRials={order.total_rials} />}
      >
        <CancelForm orderId={order.id} onDone={() => setCancelling(false)} />
      </ReasonDialog>
      <ResolveDialog
        resolving={resolving}
        onClose={() => setResolving(null)}
        cacheKey={ADMIN_ORDERS_KEY}
      />
    </div>
  );
}

function Card({
  title,
  id,
  intro,
  children,
}: {
  title: string;
  id?: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The order's number, status and people, each linked to their page in the console. */
export function AdminOrderHeader({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations("adminOrder");
  const language = useLocale();
  const format = useFormatter();
  const { order, customer, shop } = detail;
  return (
    <section
      aria-label={t("parties")}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
          {t("heading", { id: format.number(order.id, { useGrouping: false }) })}
          <OrderStatusBadge status={order.status} />
        </p>
        <p className="text-sm text-slate-500">
          {t("placed")}{" "}
          <time dateTime={order.created_at}>{formatDateTime(order.created_at, language)}</time>
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Party label={t("customer")} href={`/admin/people/${customer.id}`} testId="order-customer">
          <bdi>{customer.name ?? t("noName")}</bdi>
          <LtrValue value={customer.mobile} />
        </Party>
        <Party label={t("shop")} href={`/admin/people/${shop.id}`} testId="order-shop">
          <bdi>{bilingual(shop, language)}</bdi>
          <span className="text-sm font-normal text-slate-600">
            {t("owner")}: <bdi>{shop.name ?? t("noName")}</bdi>
            {separatorsOf(language).inline}
            <LtrValue value={shop.mobile} />
          </span>
        </Party>
      </dl>
    </section>
  );
}

function Party({
  label,
  href,
  testId,
  children,
}: {
  label: string;
  href: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd>
        <Link
          href={href}
          data-testid={testId}
          className="flex flex-col font-semibold text-primary-700 hover:underline"
        >
          {children}
        </Link>
      </dd>
    </div>
  );
}

function DisputeCard({
  dispute,
  onResolve,
}: {
  dispute: NonNullable<AdminOrderDetail["dispute"]>;
  onResolve: (outcome: DisputeOutcome) => void;
}) {
  const t = useTranslations("adminOrder");
  const language = useLocale();
  return (
    <section className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 className="text-lg font-bold text-amber-900">{t("dispute")}</h2>
      <p className="text-sm text-amber-800">
        {t("disputedAt", { date: formatDateTime(dispute.disputed_at, language) })}
      </p>
      <p dir="auto" className="mt-2 whitespace-pre-wrap text-start text-slate-900">
        {dispute.reason ?? t("noReason")}
      </p>
      <ResolveButtons onResolve={onResolve} />
    </section>
  );
}

function ResolveButtons({ onResolve }: { onResolve: (outcome: DisputeOutcome) => void }) {
  const t = useTranslations("adminOrder");
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <button type="button" onClick={() => onResolve("received")} className={primaryButton}>
        {t("resolveReceived")}
      </button>
      <button
        type="button"
        onClick={() => onResolve("cancelled")}
        className={`${secondaryButton} text-red-700`}
      >
        {t("resolveCancelled")}
      </button>
    </div>
  );
}

/** What the state table lets an admin do to the order now. */
export function AdminOrderActions({
  detail,
  onCancel,
  onResolve,
}: {
  detail: AdminOrderDetail;
  onCancel: () => void;
  onResolve: (outcome: DisputeOutcome) => void;
}) {
  const t = useTranslations("adminOrder");
  const { actions } = detail;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <p className="font-semibold text-slate-900">{t("actions")}</p>
      {!actions.cancel && !actions.resolve_dispute ? (
        <p className="text-sm text-slate-600">{t("noActions")}</p>
      ) : null}
      {actions.cancel ? (
        <button
          type="button"
          onClick={onCancel}
          className={`${primaryButton} bg-red-700 hover:bg-red-800`}
          data-testid="admin-order-cancel"
        >
          {t("cancel")}
        </button>
      ) : null}
      {actions.resolve_dispute ? <ResolveButtons onResolve={onResolve} /> : null}
    </div>
  );
}

function CancelLead({ totalRials }: { totalRials: number }) {
  const t = useTranslations("adminOrder");
  const money = useMoney();
  return <>{t("cancelLead", { amount: money.toman(totalRials) })}</>;
}

function CancelForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const t = useTranslations("adminOrder");
  return (
    <ReasonForm
      schema={adminOrderCancelBodySchema}
      defaultValues={{ reason: "" }}
      call={(body) => ({
        method: "POST",
        path: `/admin/orders/${orderId}/cancel`,
        payload: body,
        label: "admin cancel order",
        cacheKey: ADMIN_ORDERS_KEY,
      })}
      onDone={onDone}
      text={{
        name: "reason",
        id: `admin-cancel-${orderId}-reason`,
        label: t("cancelReason"),
        textAreaProps: { rows: 3, autoFocus: true },
      }}
      closeText={t("back")}
      submitText={t("confirmCancel")}
    />
  );
}

/** The gateway payments made for the order, newest first. */
export function PaymentsCard({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations("adminOrder");
  const language = useLocale();
  const money = useMoney();
  return (
    <Card title={t("payments")}>
      {detail.payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noPayments")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="admin-order-payments">
          {detail.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="font-medium">{t(`gateways.${payment.gateway}`)}</span>
              <ToneBadge tone={payment.status === "paid" ? "green" : "slate"}>
                {t(`paymentStatus.${payment.status}`)}
              </ToneBadge>
              <span className="text-sm text-slate-600">
                {formatDateTime(payment.created_at, language)}
              </span>
              {payment.reference_id ? (
                <span className="text-sm text-slate-600">
                  {t("reference")}: <LtrValue value={payment.reference_id} />
                </span>
              ) : null}
              <span className="font-semibold">{money.toman(payment.amount_rials)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The ledger's postings that name the order, each with its account and owner. */
export function LedgerCard({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations("adminOrder");
  const tKind = useTranslations("console.ledger.kinds");
  const language = useLocale();
  const format = useFormatter();
  const money = useMoney();
  const owner = (ownerId: number | null) => {
    if (ownerId === null) return t("platform");
    if (ownerId === detail.customer.id) return detail.customer.name ?? t("customer");
    if (ownerId === detail.shop.id) return bilingual(detail.shop, language);
    return format.number(ownerId, { useGrouping: false });
  };
  return (
    <Card title={t("ledger")} intro={t("ledgerIntro")}>
      {detail.ledger.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noLedger")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="admin-order-ledger">
            <thead>
              <tr className="border-b border-slate-200 text-start text-slate-500">
                <th className="py-2 text-start font-medium">{t("transaction")}</th>
                <th className="py-2 text-start font-medium">{t("account")}</th>
                <th className="py-2 text-start font-medium">{t("date")}</th>
                <th className="py-2 text-end font-medium">{t("amount")}</th>
              </tr>
            </thead>
            <tbody>
              {detail.ledger.map((line) => (
                <tr key={line.entry_id} className="border-b border-slate-100">
                  <td className="py-2 pe-3">
                    {t(`transactionKinds.${line.transaction_kind as "order_refund"}`)}
                  </td>
                  <td className="py-2 pe-3">
                    {tKind(line.account_kind as "customer_wallet")}
                    {separatorsOf(language).inline}
                    <bdi>{owner(line.owner_id)}</bdi>
                  </td>
                  <td className="py-2 pe-3 text-slate-600">
                    {formatDateTime(line.created_at, language)}
                  </td>
                  <td
                    className={`py-2 text-end font-semibold ${line.amount_rials < 0 ? "text-red-700" : "text-emerald-700"}`}
                  >
                    {money.toman(line.amount_rials)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** The order's chat, read-only: the newest page first, earlier pages on demand. */
function ChatCard({ orderId }: { orderId: number }) {
  const t = useTranslations("adminOrder");
  const path = `/admin/orders/${orderId}/chat`;
  const chat = useInfiniteQuery({
    queryKey: [...queryKeyOf({ path, cacheKey: ADMIN_ORDERS_KEY }), "pages"],
    queryFn: ({ pageParam }) =>
      fetchEnvelope<AdminOrderChat>({
        method: "GET",
        path,
        ...(pageParam === undefined ? {} : { payload: { before: pageParam } }),
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: Envelope<AdminOrderChat>) =>
      last.data.has_older ? last.data.messages[0]?.id : undefined,
    meta: REPORT_FAILURES_META,
  });
  // Pages come newest first; the thread reads oldest first.
  const messages = [...(chat.data?.pages ?? [])].reverse().flatMap((page) => page.data.messages);
  return (
    <Card title={t("chat")} id="order-chat" intro={t("chatIntro")}>
      {chat.isError ? (
        <LoadFailed text={t("chatFailed")} onRetry={() => void chat.refetch()} />
      ) : !chat.data ? (
        <Skeleton className="h-32 w-full rounded-xl" />
      ) : messages.length === 0 ? (
        <p className="text-sm text-slate-600">{t("chatEmpty")}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {chat.hasNextPage ? (
            <button
              type="button"
              className={`${secondaryButton} self-center`}
              disabled={chat.isFetchingNextPage}
              onClick={() => void chat.fetchNextPage()}
            >
              {t("olderMessages")}
            </button>
          ) : (
            <p className="text-center text-xs text-slate-500">{t("chatStart")}</p>
          )}
          <ol
            className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3"
            data-testid="admin-order-chat"
          >
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                senderLabel={t(`senders.${message.sender_role}`)}
              />
            ))}
          </ol>
        </div>
      )}
    </Card>
  );
}
