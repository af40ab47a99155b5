"use client";

import { needsRefrigeratedVehicle, type TemperatureNeed } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { type Tone, ToneBadge } from "@/components/tone-badge";
import { formatDateTime } from "@/lib/i18n/local-date";
import { Fact } from "./shipping-ui";

/** What a load needs (decision 036), as the driver's and the shop's pages show it. */
export interface LoadNeedsValue {
  temperature: TemperatureNeed;
  arrive_by: string | null;
  fragile: boolean;
  package_count: number;
}

const temperatureTone: Record<TemperatureNeed, Tone> = {
  ambient: "slate",
  cool: "sky",
  frozen: "indigo",
};

/** The temperature a load travels at, in words and colour; cool and frozen say "refrigerated". */
export function TemperatureBadge({ temperature }: { temperature: TemperatureNeed }) {
  const t = useTranslations("freightDriver.needs");
  return (
    <span data-testid="load-temperature" data-temperature={temperature}>
      <ToneBadge tone={temperatureTone[temperature]}>
        {needsRefrigeratedVehicle(temperature)
          ? t("refrigerated", { temperature: t(`temperature.${temperature}`) })
          : t(`temperature.${temperature}`)}
      </ToneBadge>
    </span>
  );
}

/**
 * The needs as a row of badges (the list) or as labelled facts (a load's page): temperature,
 * arrive-by time, fragility and the package count.
 */
export function LoadNeeds({
  needs,
  layout = "facts",
}: {
  needs: LoadNeedsValue;
  layout?: "facts" | "badges";
}) {
  const t = useTranslations("freightDriver.needs");
  const language = useLocale();
  const packages = t("packages", { count: needs.package_count });
  const arriveBy = needs.arrive_by ? formatDateTime(needs.arrive_by, language) : null;

  if (layout === "badges") {
    return (
      <span className="flex flex-wrap items-center gap-2" data-testid="load-needs">
        {needs.temperature !== "ambient" ? (
          <TemperatureBadge temperature={needs.temperature} />
        ) : null}
        {arriveBy ? <ToneBadge tone="amber">{t("arriveBy", { at: arriveBy })}</ToneBadge> : null}
        {needs.fragile ? <ToneBadge tone="orange">{t("fragile")}</ToneBadge> : null}
        <span className="text-sm text-slate-600">{packages}</span>
      </span>
    );
  }
  // Facts of the caller's <dl>, beside the load's other facts.
  return (
    <>
      <Fact label={t("temperatureLabel")}>
        <TemperatureBadge temperature={needs.temperature} />
      </Fact>
      <Fact label={t("arriveByLabel")}>
        {arriveBy ? (
          <span className="font-semibold text-amber-900" data-testid="load-arrive-by">
            {arriveBy}
          </span>
        ) : (
          t("noArriveBy")
        )}
      </Fact>
      <Fact label={t("handlingLabel")}>
        {needs.fragile ? <ToneBadge tone="orange">{t("fragile")}</ToneBadge> : t("notFragile")}
      </Fact>
      <Fact label={t("packagesLabel")}>{packages}</Fact>
    </>
  );
}
