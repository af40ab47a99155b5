"use client";

import type { DriverLocation } from "@kesht/contracts";
import dynamic from "next/dynamic";
import { useLocale, useNow, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { ClockIcon, MapPinIcon, Spinner, TruckIcon } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { ToneBadge } from "@/components/tone-badge";
import { loadRouteMap } from "@/features/map";
import { joinList } from "@/lib/i18n/languages";
import { lastSeen } from "./last-seen";
import { driverLocationApi, type LocationViewer } from "./tracking-paths";
import { type LocationFeed, useDriverLocation } from "./use-driver-location";

const RouteMap = dynamic(() => loadRouteMap(), {
  ssr: false,
  loading: () => <MapLoading />,
});

function MapLoading() {
  const t = useTranslations("tracking.map");
  return (
    <div className="flex size-full items-center justify-center gap-2 bg-slate-100 text-slate-600">
      <Spinner />
      {t("loading")}
    </div>
  );
}

/**
 * The driver on a map for one viewer (the shop, a customer, an admin, the driver): the trail
 * since loading, where the driver was last seen and when, and the destination; live while
 * the load travels.
 */
export function DriverLocationMap({
  viewer,
  hideWhenMissing = false,
}: {
  viewer: LocationViewer;
  /** Shows nothing when there is no location (a section of a page that stands without it). */
  hideWhenMissing?: boolean;
}) {
  const t = useTranslations("tracking.map");
  const { query, feed } = useDriverLocation(driverLocationApi(viewer));
  const location = query.data?.data;
  const status = query.error?.failure.status;

  if (status === 404 || status === 403) {
    if (hideWhenMissing) return null;
    return (
      <StatusMessage
        headingLevel={2}
        icon={<MapPinIcon className="size-10" />}
        title={t("notFoundTitle")}
        text={t("notFoundText")}
      />
    );
  }
  if (query.isError && !location) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!location) return <Skeleton className="h-72 w-full rounded-2xl sm:h-96" />;
  return <LocationView location={location} feed={feed} />;
}

function LocationView({ location, feed }: { location: DriverLocation; feed: LocationFeed }) {
  const t = useTranslations("tracking.map");
  const language = useLocale();
  // "N minutes ago" moves on by itself while no new position arrives.
  const now = useNow({ updateInterval: 30_000 });
  const seen = lastSeen(location.last_seen_at, now.getTime());
  const { destination } = location;
  const place = joinList(
    language,
    [destination.city[language], destination.province[language]].filter(Boolean),
  );
  const pin =
    destination.latitude !== null && destination.longitude !== null
      ? { latitude: destination.latitude, longitude: destination.longitude }
      : null;

  return (
    <section
      aria-label={t("heading")}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <TruckIcon className="size-5 text-slate-500" />
          {t("heading")}
        </h2>
        {location.in_transit ? (
          <ToneBadge tone={feed === "live" ? "green" : "amber"}>
            {feed === "live" ? t("live") : t("polling")}
          </ToneBadge>
        ) : null}
      </div>
      <div className="h-72 w-full overflow-hidden rounded-xl border border-slate-200 sm:h-96">
        <RouteMap
          trail={location.positions}
          destination={pin}
          label={t("mapLabel")}
          vehicleLabel={t("driverMarker")}
          destinationLabel={t("destinationMarker")}
        />
      </div>
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <ClockIcon className="size-4 shrink-0 text-slate-500" />
        {seen.unit === "never" || seen.unit === "now"
          ? t(`lastSeen.${seen.unit}`)
          : t(`lastSeen.${seen.unit}`, { count: seen.count })}
      </p>
      {place ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <MapPinIcon className="size-4 shrink-0 text-slate-500" />
          {t("destination", { place })}
        </p>
      ) : null}
      {location.in_transit ? null : (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">{t("ended")}</p>
      )}
    </section>
  );
}
