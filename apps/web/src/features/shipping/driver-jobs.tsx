"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { MessagesIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { InlineFacts } from "@/components/text/inline-facts";
import { useMoney } from "@/features/catalog";
import { TimeRange } from "@/features/checkout";
import { ShareLocation } from "@/features/tracking";
import { itemsOf } from "@/lib/api/use-paged-list";
import { bilingual, joinList } from "@/lib/i18n/languages";
import { formatDateTime, formatDay } from "@/lib/i18n/local-date";
import { useIdNumber } from "@/lib/i18n/use-id-number";
import { paths } from "@/lib/paths";
import { DeliveryProofForm } from "./delivery-proof-form";
import { LoadNeeds } from "./load-needs";
import { PickupSection } from "./pickup-form";
import { useDriverJob, useDriverJobs } from "./shipping-queries";
import { Card, Empty, Fact } from "./shipping-ui";
import { TripStops } from "./trip-stops";

/** /driver/jobs: the shipments the driver was chosen for. */
export function DriverJobs() {
  const t = useTranslations("shipping");
  const language = useLocale();
  const money = useMoney();
  const idNumber = useIdNumber();
  const list = useDriverJobs();
  const items = itemsOf(list.data?.pages);
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (list.isPending) return <Skeleton className="h-32 w-full rounded-2xl" />;
  if (items.length === 0) return <Empty title={t("driver.noJobs")} />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {items.map((job) => (
          <li key={job.id}>
            <Link
              href={paths.driverJob(job.id)}
              data-testid="driver-job"
              className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-400"
            >
              <span className="flex flex-wrap items-center justify-between gap-2 font-bold text-slate-900">
                <span>
                  <InlineFacts>
                    {[
                      t("driver.jobTitle", { id: idNumber(job.id) }),
                      t("driver.to", { city: bilingual(job.destination_city, language) }),
                    ]}
                  </InlineFacts>
                </span>
                <OrderStatusBadge status={job.status} />
              </span>
              <span className="text-sm text-slate-600">{money.toman(job.driver_price_rials)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreFooter pages={list} texts={{ more: t("more"), loading: t("more") }} />
    </div>
  );
}

/**
 * /driver/jobs/[gid]: where to load and what the load needs; the pickup record, then "loaded"
 * once it matches or the shop confirms it; each order's address and its delivery.
 */
export function DriverJobView({ groupId }: { groupId: number }) {
  const t = useTranslations("shipping");
  const format = useFormatter();
  const language = useLocale();
  const money = useMoney();
  const idNumber = useIdNumber();
  const query = useDriverJob(groupId);
  const job = query.data?.data;
  const status = query.error?.failure.status;
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  if (status === 404 || status === 422 || status === 403) {
    return (
      <StatusMessage headingLevel={2} title={t("driver.notFound")} text={t("driver.noJobs")} />
    );
  }
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!job) return <Skeleton className="h-64 w-full rounded-2xl" />;

  return (
    <div className="flex flex-col gap-4" data-testid="driver-job-view">
      <Card id="job-facts" title={t("driver.jobTitle", { id: idNumber(job.id) })}>
        <dl className="flex flex-col gap-1.5">
          <Fact label={t("groupStatus")}>
            <OrderStatusBadge status={job.status} />
          </Fact>
          <Fact label={t("driver.pickup")}>
            <InlineFacts>
              {[
                <bdi key="shop">
                  {bilingual(
                    { store_name: job.pickup.shop_name, store_name_en: job.pickup.shop_name_en },
                    language,
                  )}
                </bdi>,
                job.pickup.city ? bilingual(job.pickup.city, language) : null,
              ]}
            </InlineFacts>
          </Fact>
          {job.loading_date ? (
            <Fact label={t("driver.loading")}>
              <InlineFacts>
                {[
                  formatDay(job.loading_date, language),
                  job.time_block ? <TimeRange key="time" block={job.time_block} /> : null,
                ]}
              </InlineFacts>
            </Fact>
          ) : null}
          <Fact label={t("driver.agreed")}>{money.toman(job.driver_price_rials)}</Fact>
          {job.needs ? (
            <>
              <Fact label={t("driver.weightLabel")}>
                {t("driver.weight", { kg: format.number(job.needs.weight_kg) })}
              </Fact>
              <LoadNeeds needs={job.needs} />
            </>
          ) : null}
          {job.loaded_at ? (
            <Fact label={t("group.loadedAt")}>{formatDateTime(job.loaded_at, language)}</Fact>
          ) : null}
        </dl>
      </Card>
      <TripStops job={job} />
      <PickupSection job={job} onRefresh={refresh} />
      {/* Customers and the shop follow the phone while any order of the load travels. */}
      <ShareLocation
        groupId={job.id}
        active={job.orders.some((order) => order.status === "in_transit")}
      />
      <Card id="job-orders" title={t("group.orders")}>
        <ul className="flex flex-col gap-3">
          {job.orders.map((order) => (
            <li
              key={order.id}
              data-testid="job-order"
              data-order-id={order.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
            >
              <span className="flex flex-wrap items-center justify-between gap-2 font-semibold text-slate-900">
                {t("group.order", { id: idNumber(order.id) })}
                <OrderStatusBadge status={order.status} />
              </span>
              <span className="text-sm text-slate-700">
                <InlineFacts>
                  {[
                    <bdi key="receiver">
                      {order.address.receiver_name ?? order.customer_name ?? ""}
                    </bdi>,
                    <bdi key="address">
                      {joinList(language, [
                        bilingual(order.address.province, language),
                        bilingual(order.address.city, language),
                        order.address.address,
                      ])}
                    </bdi>,
                  ]}
                </InlineFacts>
              </span>
              {order.delivered_at ? (
                <span className="text-sm text-emerald-800">
                  {t("driver.deliveredAt", { at: formatDateTime(order.delivered_at, language) })}
                </span>
              ) : null}
              {/* Proven at the door: the customer's code, or why there was none and a photo. */}
              {order.status === "in_transit" ? (
                <DeliveryProofForm target={{ groupId: job.id, orderId: order.id }} />
              ) : null}
              <div className="flex flex-wrap gap-2">
                {/* The order's customer and shop may need to reach the driver on the way. */}
                <Link
                  href={paths.driverChat(job.id, order.id)}
                  className={secondaryButton}
                  data-testid="job-order-chat"
                >
                  <MessagesIcon className="size-5" />
                  {t("driver.chat")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
