"use client";

import type { DriverJob } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { InlineFacts } from "@/components/text/inline-facts";
import { bilingual } from "@/lib/i18n/languages";
import { useIdNumber } from "@/lib/i18n/use-id-number";
import { Card } from "./shipping-ui";

/**
 * The stops of the trip a job is part of, in the order of the way (decision 038): every
 * pickup, then every delivery, nearest the start first. Shown when the trip holds more than
 * this job's own two stops.
 */
export function TripStops({ job }: { job: DriverJob }) {
  const t = useTranslations("shipping");
  const format = useFormatter();
  const language = useLocale();
  const idNumber = useIdNumber();
  if (job.trip_stops.length <= 2) return null;
  return (
    <Card id="job-trip" title={t("driver.tripStops")} testId="trip-stops">
      <ol className="flex flex-col gap-2">
        {job.trip_stops.map((stop, index) => {
          const shop = bilingual(
            { store_name: stop.shop_name, store_name_en: stop.shop_name_en },
            language,
          );
          const city = stop.city ? bilingual(stop.city, language) : "";
          return (
            <li
              key={`${stop.kind}-${stop.job_id}`}
              data-testid="trip-stop"
              data-kind={stop.kind}
              data-job-id={stop.job_id}
              className="flex items-start gap-3 rounded-xl border border-slate-200 p-3"
            >
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-900">
                {format.number(index + 1)}
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold text-slate-900">
                  <bdi>
                    {stop.kind === "pickup"
                      ? t("driver.stopPickup", { shop })
                      : t("driver.stopDelivery", { city })}
                  </bdi>
                </span>
                <span className="text-sm text-slate-600">
                  <InlineFacts>
                    {[
                      stop.kind === "pickup" && city ? <bdi key="city">{city}</bdi> : null,
                      stop.job_id === job.id
                        ? t("driver.stopThisJob")
                        : t("driver.stopJob", { id: idNumber(stop.job_id) }),
                      stop.km_from_start !== null && stop.km_from_start > 0
                        ? t("driver.stopKm", { km: format.number(stop.km_from_start) })
                        : null,
                    ]}
                  </InlineFacts>
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
