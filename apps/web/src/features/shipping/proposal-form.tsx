"use client";

import { type DriverLoadingRequest, type ProposalStatus, rialsToToman } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { validationText } from "@/components/form/validation-text";
import { InlineFacts } from "@/components/text/inline-facts";
import { useMoney } from "@/features/catalog";
import { marketWallClock } from "@/features/checkout";
import { formatDateTime } from "@/lib/i18n/local-date";
import { sendBid } from "./freight-queries";
import { Labelled, NumberField, positiveNumber, toAscii } from "./loading-request-form";
import { withdrawProposal } from "./shipping-queries";
import { Card } from "./shipping-ui";

interface Values {
  price: string;
  duration: string;
  unit: "hours" | "days";
  /** "day": until the loading day ends (the API's default); else hours from now. */
  standsFor: string;
}
const fields = ["price_toman", "duration_hours", "valid_until"] as const;
const fieldOf = {
  price_toman: "price",
  duration_hours: "duration",
  valid_until: "standsFor",
} as const;

/** A bid the driver may still send again or change; an accepted or declined one is decided. */
const renewable = new Set<ProposalStatus>(["pending", "withdrawn", "stale", "expired"]);

/** How long a bid may stand, offered while it still ends before the loading day does. */
const standingHours = [3, 6, 12, 24, 48] as const;

/** The hours from now that still end on or before the loading day (Tehran's calendar). */
function standingChoices(loadingDate: string, now = Date.now()) {
  return standingHours.filter(
    (hours) => marketWallClock(new Date(now + hours * 3_600_000)).slice(0, 10) <= loadingDate,
  );
}

/**
 * The driver's bid: a price in toman, a duration in hours or days, and how long it stands
 * (decision 036: by default until the loading day ends). A bid the load outgrew (`stale`) or
 * whose time passed (`expired`) says so and may be sent again; a refusal because the load would
 * arrive late is said here, under the form.
 */
export function ProposalForm({ request }: { request: DriverLoadingRequest }) {
  const t = useTranslations("shipping");
  const bid = useTranslations("freightDriver.bid");
  const language = useLocale();
  const money = useMoney();
  const mine = request.my_proposal;
  const [isWithdrawing, setWithdrawing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      price: mine ? String(rialsToToman(mine.price_rials)) : "",
      duration: mine ? String(mine.duration_hours) : "",
      unit: "hours",
      standsFor: "day",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isOpen = request.status === "open";
  const canEdit = isOpen && (!mine || renewable.has(mine.status));
  const choices = standingChoices(request.loading_date);

  async function submit(values: Values) {
    setRefusal(null);
    const duration = Number(toAscii(values.duration));
    const hours = Number(values.standsFor);
    await sendBid({
      requestId: request.id,
      body: {
        price_toman: Number(toAscii(values.price)),
        duration_hours: values.unit === "days" ? duration * 24 : duration,
        ...(values.standsFor === "day"
          ? {}
          : { valid_until: new Date(Date.now() + hours * 3_600_000).toISOString() }),
      },
      fields,
      setError: (name, error) =>
        form.setError(fieldOf[name as (typeof fields)[number]] ?? "duration", error),
      onRefused: (messages) => setRefusal(messages[language]),
    });
  }

  return (
    <Card id="proposal" title={t("driver.proposalTitle")} testId="proposal-card">
      {mine ? (
        <div className="flex flex-col gap-1" data-testid="my-proposal" data-status={mine.status}>
          <p className="text-slate-700">
            <InlineFacts>
              {[
                t("driver.yourProposal", { price: money.toman(mine.price_rials) }),
                t("group.hours", { count: mine.duration_hours }),
                t(`proposalStatus.${mine.status}`),
              ]}
            </InlineFacts>
          </p>
          {mine.status === "pending" ? (
            <p className="text-sm text-slate-600">
              {bid("standsUntil", { at: formatDateTime(mine.valid_until, language) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {mine?.status === "stale" || mine?.status === "expired" ? (
        <p
          role="status"
          data-testid="bid-again"
          className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900"
        >
          {mine.status === "stale" ? bid("staleText") : bid("expiredText")}
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
          <Labelled
            id="stands-for"
            label={bid("standsFor")}
            error={validationText(errors.standsFor?.message, language)}
          >
            <select
              id="stands-for"
              className={`${controlClass} ${controlBorder(Boolean(errors.standsFor))}`}
              {...form.register("standsFor")}
            >
              <option value="day">{bid("untilLoadingDay")}</option>
              {choices.map((hours) => (
                <option key={hours} value={String(hours)}>
                  {bid("forHours", { count: hours })}
                </option>
              ))}
            </select>
          </Labelled>
          {refusal ? (
            <p
              role="alert"
              data-testid="bid-refusal"
              className="text-sm font-semibold text-red-700"
            >
              {refusal}
            </p>
          ) : null}
          <button type="submit" className={primaryButton} disabled={isSubmitting}>
            {mine?.status === "pending" ? t("driver.change") : t("driver.propose")}
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
