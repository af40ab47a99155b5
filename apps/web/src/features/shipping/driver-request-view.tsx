"use client";

import { type DriverLoadingRequest, rialsToToman } from "@kesht/contracts";
import dynamic from "next/dynamic";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { validationText } from "@/components/form/validation-text";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { InlineFacts } from "@/components/text/inline-facts";
import { useMoney } from "@/features/catalog";
import { TimeRange } from "@/features/checkout";
import { loadLeafletMap } from "@/features/map";
import { bilingual, joinList } from "@/lib/i18n/languages";
import { formatDay } from "@/lib/i18n/local-date";
import { Labelled, NumberField, positiveNumber, toAscii } from "./loading-request-form";
import { sendProposal, useDriverRequest, withdrawProposal } from "./shipping-queries";
import { Card, Fact } from "./shipping-ui";

const LeafletMap = dynamic(() => loadLeafletMap(), { ssr: false });

/**
 * /driver/loading-requests/[id]: what is to be carried (orders, pickup with its map point,
 * destination, day and time, package, weight) and the driver's proposal: a price in toman and
 * a duration in hours or days; a pending one can be changed or withdrawn.
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
      <ProposalForm request={request} />
    </div>
  );
}

interface Values {
  price: string;
  duration: string;
  unit: "hours" | "days";
}

function ProposalForm({ request }: { request: DriverLoadingRequest }) {
  const t = useTranslations("shipping");
  const language = useLocale();
  const money = useMoney();
  const mine = request.my_proposal;
  const [isWithdrawing, setWithdrawing] = useState(false);
  const form = useForm<Values>({
    defaultValues: {
      price: mine ? String(rialsToToman(mine.price_rials)) : "",
      duration: mine ? String(mine.duration_hours) : "",
      unit: "hours",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isOpen = request.status === "open";
  const canEdit = isOpen && (!mine || mine.status === "pending" || mine.status === "withdrawn");

  async function submit(values: Values) {
    const duration = Number(toAscii(values.duration));
    await sendProposal({
      requestId: request.id,
      body: {
        price_toman: Number(toAscii(values.price)),
        duration_hours: values.unit === "days" ? duration * 24 : duration,
      },
      fields: ["price_toman", "duration_hours"],
      setError: (name, error) =>
        form.setError(name === "price_toman" ? "price" : "duration", error),
    });
  }

  return (
    <Card id="proposal" title={t("driver.proposalTitle")} testId="proposal-card">
      {mine ? (
        <p className="text-slate-700" data-testid="my-proposal">
          <InlineFacts>
            {[
              t("driver.yourProposal", { price: money.toman(mine.price_rials) }),
              t("group.hours", { count: mine.duration_hours }),
              t(`proposalStatus.${mine.status}`),
            ]}
          </InlineFacts>
        </p>
      ) : null}
      {canEdit ? (
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-3">
          <NumberField
            id="price"
            label={t("driver.price")}
            error={validationText(errors.price?.message, language)}
            registration={form.register("price", { validate: positiveNumber })}
          />
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              id="duration"
              label={t("driver.duration")}
              error={validationText(errors.duration?.message, language)}
              registration={form.register("duration", { validate: positiveNumber })}
            />
            <Labelled id="unit" label={t("driver.unit")} error={undefined}>
              <select
                id="unit"
                className={`${controlClass} ${controlBorder(false)}`}
                {...form.register("unit")}
              >
                <option value="hours">{t("driver.hoursUnit")}</option>
                <option value="days">{t("driver.daysUnit")}</option>
              </select>
            </Labelled>
          </div>
          <button type="submit" className={primaryButton} disabled={isSubmitting}>
            {mine && mine.status === "pending" ? t("driver.change") : t("driver.propose")}
          </button>
        </form>
      ) : null}
      {mine && mine.status === "pending" && isOpen ? (
        <button
          type="button"
          className={`${secondaryButton} text-red-700`}
          disabled={isWithdrawing}
          onClick={async () => {
            setWithdrawing(true);
            await withdrawProposal(mine.id);
            setWithdrawing(false);
          }}
        >
          {t("driver.withdraw")}
        </button>
      ) : null}
    </Card>
  );
}
