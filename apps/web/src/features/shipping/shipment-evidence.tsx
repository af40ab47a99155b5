"use client";

import type { DeliveryProof, Pickup } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/i18n/local-date";
import { PickupEvidence } from "./pickup-evidence";

/** A place on OpenStreetMap, pinned, for a look at where a handover happened. */
export function mapLink(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/**
 * The shipment's evidence as a timeline (decision 036): what the driver recorded at pickup
 * (time, packages, the scale's weight, photos), then the handover (time, how it was proven,
 * the photo, and the place when the carrier's device told it). The customer's, the shop's and
 * the admin's order pages show it alike; nothing when nothing is recorded yet.
 */
export function ShipmentEvidence({
  pickup,
  proof,
}: {
  pickup: Pickup | null;
  proof: DeliveryProof | null;
}) {
  const t = useTranslations("freight.evidence");
  const language = useLocale();
  if (!pickup && !proof) return null;
  return (
    <section aria-labelledby="shipment-evidence" data-testid="shipment-evidence">
      <h3 id="shipment-evidence" className="mb-2 font-bold text-slate-900">
        {t("title")}
      </h3>
      <ol className="flex flex-col">
        {pickup ? (
          <Step
            title={t("pickedUp")}
            at={formatDateTime(pickup.recorded_at, language)}
            atIso={pickup.recorded_at}
            isLast={!proof}
            testId="evidence-pickup"
          >
            <PickupEvidence pickup={pickup} />
          </Step>
        ) : null}
        {proof ? (
          <Step
            title={t("delivered")}
            at={proof.delivered_at ? formatDateTime(proof.delivered_at, language) : null}
            atIso={proof.delivered_at}
            isLast
            testId="evidence-delivery"
          >
            <DeliveryEvidence proof={proof} />
          </Step>
        ) : null}
      </ol>
    </section>
  );
}

function Step({
  title,
  at,
  atIso,
  isLast,
  testId,
  children,
}: {
  title: string;
  at: string | null;
  atIso: string | null;
  isLast: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className="relative flex gap-3" data-testid={testId}>
      <div className="flex flex-col items-center" aria-hidden="true">
        <span className="mt-1.5 size-3 shrink-0 rounded-full bg-primary-700 ring-4 ring-primary-100" />
        {isLast ? null : <span className="w-px flex-1 bg-slate-200" />}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col gap-2 ${isLast ? "" : "pb-5"}`}>
        <p className="font-semibold text-slate-900">
          {title}
          {at && atIso ? (
            <time dateTime={atIso} className="ms-2 text-sm font-normal text-slate-500">
              {at}
            </time>
          ) : null}
        </p>
        {children}
      </div>
    </li>
  );
}

/** How the handover was proven, its photo, and where it happened. */
function DeliveryEvidence({ proof }: { proof: DeliveryProof }) {
  const t = useTranslations("freight.evidence");
  const tReason = useTranslations("shipping.proof.reasons");
  const format = useFormatter();
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-800">
      <p data-testid="evidence-method" data-method={proof.method}>
        {proof.method === "code"
          ? t("byCode")
          : t("noCode", { reason: proof.no_code_reason ? tReason(proof.no_code_reason) : "" })}
      </p>
      {proof.latitude !== null && proof.longitude !== null ? (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-slate-500">{t("place")}</span>
          <bdi dir="ltr" data-testid="evidence-place">
            {format.number(proof.latitude, { maximumFractionDigits: 5 })},{" "}
            {format.number(proof.longitude, { maximumFractionDigits: 5 })}
          </bdi>
          <a
            href={mapLink(proof.latitude, proof.longitude)}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-primary-700 underline"
          >
            {t("onMap")}
          </a>
        </p>
      ) : null}
      {proof.photo_url ? (
        <a href={proof.photo_url} target="_blank" rel="noreferrer" className="self-start">
          {/* biome-ignore lint/performance/noImgElement: an uploaded photo, shown small and opened whole */}
          <img
            src={proof.photo_url}
            alt={t("deliveryPhoto")}
            className="size-24 rounded-lg object-cover ring-1 ring-slate-200"
          />
        </a>
      ) : null}
    </div>
  );
}
