"use client";

import type { Pickup, PickupStatus } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { type Tone, ToneBadge } from "@/components/tone-badge";
import { formatDateTime } from "@/lib/i18n/local-date";
import { Fact } from "./shipping-ui";

const statusTone: Record<PickupStatus, Tone> = {
  matched: "green",
  confirmed: "green",
  awaiting_seller: "amber",
  disputed: "red",
};

export function PickupStatusBadge({ status }: { status: PickupStatus }) {
  const t = useTranslations("freightDriver.pickup.status");
  return (
    <span data-testid="pickup-status" data-status={status}>
      <ToneBadge tone={statusTone[status]}>{t(status)}</ToneBadge>
    </span>
  );
}

/**
 * What the driver recorded at loading (decision 036): the count and the scale's weight beside
 * what the load said, the photos, when and where, and the shop's note on a dispute. The job,
 * the shop's shipment and the order show it alike.
 */
export function PickupEvidence({ pickup }: { pickup: Pickup }) {
  const t = useTranslations("freightDriver.pickup");
  const language = useLocale();
  const format = useFormatter();
  return (
    <div className="flex flex-col gap-3" data-testid="pickup-evidence">
      <dl className="flex flex-col gap-1.5">
        <Fact label={t("statusLabel")}>
          <PickupStatusBadge status={pickup.status} />
        </Fact>
        <Fact label={t("found")}>
          {t("foundValue", {
            count: pickup.package_count,
            kg: format.number(pickup.weight_kg),
          })}
        </Fact>
        <Fact label={t("stated")}>
          {t("foundValue", {
            count: pickup.stated_package_count,
            kg: format.number(pickup.stated_weight_kg),
          })}
        </Fact>
        <Fact label={t("recordedAt")}>{formatDateTime(pickup.recorded_at, language)}</Fact>
        {pickup.latitude !== null && pickup.longitude !== null ? (
          <Fact label={t("place")}>
            <bdi dir="ltr">
              {format.number(pickup.latitude, { maximumFractionDigits: 5 })},{" "}
              {format.number(pickup.longitude, { maximumFractionDigits: 5 })}
            </bdi>
          </Fact>
        ) : null}
        {pickup.seller_note ? (
          <Fact label={t("sellerNote")}>
            <bdi className="whitespace-pre-line" data-testid="pickup-seller-note">
              {pickup.seller_note}
            </bdi>
          </Fact>
        ) : null}
      </dl>
      {pickup.photo_urls.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("photos")}>
          {pickup.photo_urls.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" className="block">
                {/* biome-ignore lint/performance/noImgElement: an uploaded photo of any size, shown small */}
                <img
                  src={url}
                  alt={t("photoAlt", { n: index + 1 })}
                  className="size-20 rounded-lg object-cover ring-1 ring-slate-200"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
