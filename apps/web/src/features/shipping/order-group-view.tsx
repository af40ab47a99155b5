"use client";

import type { OrderGroup } from "@kesht/contracts";
import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadFailed } from "@/components/feedback/load-failed";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Plate } from "@/components/plate";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { InlineFacts } from "@/components/text/inline-facts";
import { LtrValue } from "@/components/text/ltr-value";
import { ToneBadge } from "@/components/tone-badge";
import { useMoney } from "@/features/catalog";
import { TimeRange } from "@/features/checkout";
import { shopDriverLocationPage } from "@/features/tracking";
import { bilingual } from "@/lib/i18n/languages";
import { formatDateTime, formatDay } from "@/lib/i18n/local-date";
import { useIdNumber } from "@/lib/i18n/use-id-number";
import { paths } from "@/lib/paths";
import { acceptProposal, cancelLoadingRequest, useOrderGroup } from "./shipping-queries";
import { Card, Fact } from "./shipping-ui";

/**
 * /shop/order-groups/[gid]: a shipment's orders and status, its loading request with the
 * drivers' proposals cheapest first (rating, jobs done), accepting one or cancelling the
 * request, and once chosen the driver with a link to their location.
 */
export function OrderGroupView({ groupId }: { groupId: number }) {
  const t = useTranslations("shipping");
  const language = useLocale();
  const money = useMoney();
  const idNumber = useIdNumber();
  const query = useOrderGroup(groupId);
  const group = query.data?.data;
  const status = query.error?.failure.status;

  if (status === 404 || status === 422) {
    return (
      <StatusMessage headingLevel={2} title={t("group.notFound")} text={t("requests.emptyText")} />
    );
  }
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!group) return <Skeleton className="h-64 w-full rounded-2xl" />;

  return (
    <div className="flex flex-col gap-5" data-testid="order-group">
      <Card id="group-overview" title={t("group.title", { id: idNumber(group.id) })}>
        <dl className="flex flex-col gap-1.5">
          <Fact label={t("groupStatus")}>
            <OrderStatusBadge status={group.status} />
          </Fact>
          <Fact label={t("driver.destination")}>
            <bdi>{bilingual(group.destination_city, language)}</bdi>
          </Fact>
          {group.carrier ? (
            <Fact label={t("group.driver")}>{t(`carrier.${group.carrier}`)}</Fact>
          ) : null}
        </dl>
      </Card>
      <Card id="group-orders" title={t("group.orders")}>
        <ul className="flex flex-col divide-y divide-slate-100">
          {group.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                href={paths.order("seller", order.id)}
                className="font-semibold text-primary-800 underline"
              >
                {t("group.order", { id: idNumber(order.id) })}
              </Link>
              <span className="text-sm text-slate-600">
                <InlineFacts>
                  {[
                    order.customer_name ? <bdi key="customer">{order.customer_name}</bdi> : null,
                    t("group.items", { count: order.items_count }),
                  ]}
                </InlineFacts>
              </span>
              <OrderStatusBadge status={order.status} />
            </li>
          ))}
        </ul>
      </Card>
      {group.driver ? <ChosenDriver group={group} /> : null}
      <RequestCard group={group} />
      {group.expected_delivery_at ? (
        <p className="text-slate-700">
          {t("group.expected")}: {formatDateTime(group.expected_delivery_at, language)}
        </p>
      ) : null}
      {group.driver_price_rials ? (
        <p className="text-slate-700">
          {t("group.price")}: {money.toman(group.driver_price_rials)}
        </p>
      ) : null}
    </div>
  );
}

function ChosenDriver({ group }: { group: OrderGroup }) {
  const t = useTranslations("shipping.group");
  const language = useLocale();
  const format = useFormatter();
  const driver = group.driver;
  if (!driver) return null;
  return (
    <Card id="group-driver" title={t("driver")} testId="group-driver">
      <dl className="flex flex-col gap-1.5">
        <Fact label={t("driverName")}>
          <bdi>{driver.name}</bdi>
        </Fact>
        <Fact label={t("vehicle")}>
          <InlineFacts>
            {[bilingual(driver.vehicle_type, language), <Plate key="plate" value={driver.plate} />]}
          </InlineFacts>
        </Fact>
        <Fact label={t("mobile")}>
          <LtrValue value={driver.mobile} />
        </Fact>
        <Fact label={t("ratingLabel")}>
          {driver.rating_average === null
            ? t("noRating")
            : t("rating", {
                average: format.number(driver.rating_average),
                count: format.number(driver.rating_count),
              })}
        </Fact>
      </dl>
      <Link href={shopDriverLocationPage(group.id)} className={secondaryButton}>
        {t("liveLocation")}
      </Link>
    </Card>
  );
}

type Proposal = NonNullable<OrderGroup["loading_request"]>["proposals"][number];

function RequestCard({ group }: { group: OrderGroup }) {
  const t = useTranslations("shipping");
  const language = useLocale();
  const money = useMoney();
  const format = useFormatter();
  const [isCancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  // Accepting a price commits the shipment's money to a driver: asked first, never one tap.
  const [accepting, setAccepting] = useState<Proposal | null>(null);
  const request = group.loading_request;
  const canSend = group.status === "preparing";

  if (!request || request.status === "cancelled" || request.status === "expired") {
    return (
      <Card id="group-request" title={t("group.request")}>
        {request ? (
          <ToneBadge tone="slate">{t(`requestStatus.${request.status}`)}</ToneBadge>
        ) : null}
        <p className="text-slate-600">{t("group.noRequest")}</p>
        {canSend ? (
          <Link href={`/shop/order-groups/${group.id}/loading-request`} className={primaryButton}>
            {t("group.sendRequest")}
          </Link>
        ) : null}
      </Card>
    );
  }

  return (
    <Card id="group-request" title={t("group.request")} testId="group-request">
      <dl className="flex flex-col gap-1.5">
        <Fact label={t("groupStatus")}>
          <ToneBadge tone={request.status === "open" ? "amber" : "green"}>
            {t(`requestStatus.${request.status}`)}
          </ToneBadge>
        </Fact>
        <Fact label={t("driver.loading")}>
          <InlineFacts>
            {[
              formatDay(request.loading_date, language),
              <TimeRange key="time" block={request.time_block} />,
            ]}
          </InlineFacts>
        </Fact>
        <Fact label={t("driver.package")}>{bilingual(request.package_type, language)}</Fact>
        <Fact label={t("driver.weightLabel")}>
          {t("driver.weight", { kg: format.number(request.weight_kg) })}
        </Fact>
      </dl>
      <h3 className="font-bold text-slate-900">{t("group.proposals")}</h3>
      {request.proposals.length === 0 ? (
        <p className="text-slate-600">{t("group.noProposals")}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="proposals">
          {request.proposals.map((proposal) => (
            <li
              key={proposal.id}
              data-testid="proposal"
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3"
            >
              <div className="flex flex-col">
                <span className="font-semibold text-slate-900">
                  <InlineFacts>
                    {[
                      <bdi key="name">{proposal.driver.name}</bdi>,
                      bilingual(proposal.driver.vehicle_type, language),
                    ]}
                  </InlineFacts>
                </span>
                <span className="text-sm text-slate-600">
                  <InlineFacts>
                    {[
                      proposal.driver.rating_average === null
                        ? t("group.noRating")
                        : t("group.rating", {
                            average: format.number(proposal.driver.rating_average),
                            count: format.number(proposal.driver.rating_count),
                          }),
                      t("group.jobs", { count: proposal.driver.completed_jobs }),
                    ]}
                  </InlineFacts>
                </span>
              </div>
              <span className="font-bold text-slate-900" data-testid="proposal-price">
                <InlineFacts>
                  {[
                    money.toman(proposal.price_rials),
                    t("group.hours", { count: proposal.duration_hours }),
                  ]}
                </InlineFacts>
              </span>
              {request.status === "open" && proposal.status === "pending" ? (
                <button
                  type="button"
                  className={primaryButton}
                  disabled={busy}
                  onClick={() => setAccepting(proposal)}
                >
                  {t("group.accept")}
                </button>
              ) : (
                <ToneBadge tone={proposal.status === "accepted" ? "green" : "slate"}>
                  {t(`proposalStatus.${proposal.status}`)}
                </ToneBadge>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={accepting !== null}
        title={t("group.acceptTitle", { name: accepting?.driver.name ?? "" })}
        text={
          accepting
            ? t("group.acceptConfirm", {
                price: money.toman(accepting.price_rials),
                hours: t("group.hours", { count: accepting.duration_hours }),
              })
            : undefined
        }
        confirmLabel={t("group.accept")}
        isPending={busy}
        onCancel={() => setAccepting(null)}
        onConfirm={async () => {
          if (!accepting) return;
          setBusy(true);
          await acceptProposal(accepting.id);
          setBusy(false);
          setAccepting(null);
        }}
      />
      {request.status === "open" ? (
        <>
          <button
            type="button"
            className={`${secondaryButton} text-red-700`}
            onClick={() => setCancelling(true)}
          >
            {t("group.cancelRequest")}
          </button>
          <ConfirmDialog
            open={isCancelling}
            title={t("group.cancelRequest")}
            text={t("group.cancelConfirm")}
            isPending={busy}
            onCancel={() => setCancelling(false)}
            onConfirm={async () => {
              setBusy(true);
              await cancelLoadingRequest(request.id);
              setBusy(false);
              setCancelling(false);
            }}
          />
        </>
      ) : null}
    </Card>
  );
}
