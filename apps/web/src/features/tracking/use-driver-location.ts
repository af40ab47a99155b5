"use client";

import { type DriverLocation, type DriverPositionEvent, trackingRules } from "@kesht/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiBaseUrl } from "@/lib/api/api-base-url";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { getQueryClient } from "@/lib/api/query-client";
import type { RequestError } from "@/lib/api/request-error";

/** How the page hears of new positions: the live stream, or polling while it is down. */
export type LocationFeed = "live" | "polling";

/** After the stream failed, how long the page polls before it tries the stream again. */
const streamRetryMs = 60_000;

/** No location for this viewer (not theirs, or no driver carries it): nothing to follow. */
function isMissing(error: RequestError | null): boolean {
  const status = error?.failure.status;
  return status === 404 || status === 403;
}

/**
 * Adds a streamed position to the trail, unless the trail already has it. One that comes
 * within `minStoredIntervalMs` of the last replaces it, as the API's trail does.
 */
export function withPosition(location: DriverLocation, event: DriverPositionEvent): DriverLocation {
  if (location.positions.some((p) => p.recorded_at === event.recorded_at)) return location;
  const { group_id: _group, ...position } = event;
  const last = location.positions.at(-1);
  const replacesLast =
    last !== undefined &&
    Date.parse(position.recorded_at) - Date.parse(last.recorded_at) <
      trackingRules.minStoredIntervalMs;
  const kept = replacesLast ? location.positions.slice(0, -1) : location.positions;
  const positions = [...kept, position].slice(-trackingRules.trailLimit);
  return {
    ...location,
    positions,
    last_position: position,
    last_seen_at: position.recorded_at,
  };
}

/**
 * The driver's location for one viewer, kept current: over the API's event stream while it
 * works, and by polling every 15 s while it does not (a proxy that drops streams, a phone that
 * woke up). Nothing is followed once the trip is over.
 */
export function useDriverLocation(path: string) {
  const queryClient = getQueryClient();
  const queryKey = ["driver-location", path];
  const [feed, setFeed] = useState<LocationFeed>("live");
  const query = useQuery<{ data: DriverLocation }, RequestError>(
    {
      queryKey,
      queryFn: () => fetchEnvelope<DriverLocation>({ method: "GET", path }),
      refetchInterval: (current) =>
        feed === "polling" &&
        current.state.data?.data.in_transit !== false &&
        !isMissing(current.state.error)
          ? trackingRules.pollEveryMs
          : false,
    },
    getQueryClient(),
  );
  // Unknown until the first read: the stream opens alongside it, and stays open once known.
  // Nothing to follow once the trip is over, or when there is no location for this viewer.
  const ended = query.data?.data.in_transit === false || isMissing(query.error);

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey is derived from path
  useEffect(() => {
    if (ended || typeof EventSource === "undefined") return;
    if (feed === "polling") {
      const timer = window.setTimeout(() => setFeed("live"), streamRetryMs);
      return () => window.clearTimeout(timer);
    }
    const source = new EventSource(`${apiBaseUrl()}${path}/stream`);
    const update = (change: (location: DriverLocation) => DriverLocation) =>
      queryClient.setQueryData<{ data: DriverLocation }>(queryKey, (current) =>
        current ? { ...current, data: change(current.data) } : current,
      );
    source.addEventListener("location", (event) => {
      const location = JSON.parse((event as MessageEvent<string>).data) as DriverLocation;
      queryClient.setQueryData<{ data: DriverLocation }>(queryKey, (current) =>
        current ? { ...current, data: location } : { data: location },
      );
    });
    source.addEventListener("position", (event) => {
      const position = JSON.parse((event as MessageEvent<string>).data) as DriverPositionEvent;
      update((location) => withPosition(location, position));
    });
    source.addEventListener("ended", () => {
      source.close();
      update((location) => ({ ...location, in_transit: false }));
    });
    // The browser would retry on its own; the page polls instead, and tries again later.
    source.onerror = () => {
      source.close();
      setFeed("polling");
    };
    return () => source.close();
  }, [path, feed, ended, queryClient]);

  return { query, feed };
}
