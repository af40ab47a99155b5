"use client";

import dynamic from "next/dynamic";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { InlineFacts } from "@/components/text/inline-facts";
import { TimeRange } from "@/features/checkout";
import { loadLeafletMap } from "@/features/map";
import { bilingual, joinList } from "@/lib/i18n/languages";
import { formatDay } from "@/lib/i18n/local-date";
import { LoadNeeds } from "./load-needs";
import { DriverLoadQuestions } from "./load-questions";
import { ProposalForm } from "./proposal-form";
import { useDriverRequest } from "./shipping-queries";
import { Card, Fact } from "./shipping-ui";

const LeafletMap = dynamic(() => loadLeafletMap(), { ssr: false });

/**
 * /driver/loading-requests/[id]: what is to be carried (orders, pickup with its map point,
 * destination, day and time, package, weight), what it needs (temperature, arrive-by time,
 * fragility, packages), the drivers' questions with the shop's answers, and the driver's bid.
 */
export function DriverRequestView({ requestId }: { requestId: number }) {
  const t = useTranslations("shipping.driver");
  const language = useLocale();
  const format = useFormatter();
  const query = useDriverRequest(requestId);
  const request = query.data?.data;
  const status = query.error?.failure.status;

  if (status === 404 || status === 422 || status === 403) {
    return <StatusMessage headingLevel={2} title={t("notFound")} text={t("emptyText")} />;
  }
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!request) return <Skeleton className="h-64 w-full rounded-2xl" />;
  const point =
    request.pickup.latitude !== null && request.pickup.longitude !== null
      ? { latitude: request.pickup.latitude, longitude: request.pickup.longitude }
      : null;

  return (
    <div className="flex flex-col gap-4" data-testid="driver-request-view">
      <Card
        id="request-facts"
        title={t("requestTitle", { id: format.number(request.id, { useGrouping: false }) })}
      >
        <dl className="flex flex-col gap-1.5">
          <Fact label={t("pickup")}>
            <InlineFacts>
              {[
                <bdi key="shop">
                  {bilingual(
                    {
                      store_name: request.pickup.shop_name,
                      store_name_en: request.pickup.shop_name_en,
                    },
                    language,
                  )}
                </bdi>,
                request.pickup.city ? bilingual(request.pickup.city, language) : null,
              ]}
            </InlineFacts>
          </Fact>
          <Fact label={t("destination")}>{bilingual(request.destination_city, language)}</Fact>
          <Fact label={t("loading")}>
            <InlineFacts>
              {[
                formatDay(request.loading_date, language, true),
                <TimeRange key="time" block={request.time_block} />,
              ]}
            </InlineFacts>
          </Fact>
          <Fact label={t("package")}>{bilingual(request.package_type, language)}</Fact>
          <Fact label={t("weightLabel")}>
            {t("weight", { kg: format.number(request.weight_kg) })}
          </Fact>
          <LoadNeeds needs={request} />
          <Fact label={t("orders", { count: request.orders.length })}>
            {joinList(
              language,
              // Orders to one city name it once, not "Damavand, Damavand".
              [...new Set(request.orders.map((order) => bilingual(order.destination, language)))],
            )}
          </Fact>
          {request.note ? <Fact label={t("note")}>{request.note}</Fact> : null}
        </dl>
        {point ? (
          <div className="h-56 overflow-hidden rounded-xl">
            <LeafletMap
              value={point}
              focus={{ ...point, zoom: 12 }}
              onPick={() => undefined}
              label={t("map")}
              markerLabel={t("pickup")}
            />
          </div>
        ) : null}
      </Card>
      <DriverLoadQuestions
        requestId={request.id}
        questions={request.questions}
        canAsk={request.status === "open"}
      />
      <ProposalForm request={request} />
    </div>
  );
}
