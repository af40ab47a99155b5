"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { LocateIcon, Spinner } from "@/components/icons";
import { type Axis, formatCoordinate, parseCoordinate } from "./coordinates";
import { PlaceSearch } from "./place-search";
import { type LatLng, type MapFocus, PLACE_ZOOM } from "./province-centres";
import { useGeolocation } from "./use-geolocation";

const LeafletMap = dynamic(() => import("./leaflet-map"), {
  ssr: false,
  loading: () => <MapLoading />,
});

function MapLoading() {
  const t = useTranslations("shop.map");
  return (
    <div className="flex size-full items-center justify-center gap-2 bg-slate-100 text-slate-600">
      <Spinner />
      {t("loading")}
    </div>
  );
}

interface LocationPickerProps {
  value: LatLng | null;
  onChange: (point: LatLng) => void;
  /** Where the map looks until a point is picked: the chosen province or city, or Iran. */
  focus: MapFocus;
  /** Changes when the person chooses another place (e.g. province and city ids). */
  focusKey: string;
  label: string;
  error?: string | undefined;
}

/**
 * A location picked on the map (click or tap to place the pin, drag it to move it), found by
 * searching for a street or place, from the device ("use my location"), or typed as latitude
 * and longitude for keyboard users.
 */
export function LocationPicker({
  value,
  onChange,
  focus,
  focusKey,
  label,
  error,
}: LocationPickerProps) {
  const t = useTranslations("shop.map");
  const id = useId();
  const [view, setView] = useState<MapFocus>(() =>
    value ? { ...value, zoom: PLACE_ZOOM } : focus,
  );

  // A newly chosen province or city moves the map there. Its coordinates arriving later (the
  // lists load after the page) move it only while no point is picked: a saved pin stays in view.
  const { latitude: focusLatitude, longitude: focusLongitude, zoom: focusZoom } = focus;
  const hasValue = useRef(value !== null);
  hasValue.current = value !== null;
  const shown = useRef({ key: focusKey, at: `${focusLatitude},${focusLongitude},${focusZoom}` });
  useEffect(() => {
    const at = `${focusLatitude},${focusLongitude},${focusZoom}`;
    const previous = shown.current;
    if (previous.key === focusKey && previous.at === at) return;
    shown.current = { key: focusKey, at };
    if (previous.key !== focusKey || !hasValue.current) {
      setView({ latitude: focusLatitude, longitude: focusLongitude, zoom: focusZoom });
    }
  }, [focusKey, focusLatitude, focusLongitude, focusZoom]);

  const pickAndShow = useCallback(
    (point: LatLng) => {
      onChange(point);
      setView({ ...point, zoom: PLACE_ZOOM });
    },
    [onChange],
  );
  const { state: geolocation, locate } = useGeolocation(pickAndShow);

  return (
    <fieldset aria-labelledby={`${id}-label`} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <span id={`${id}-label`} className="font-semibold text-slate-900">
            {label}
          </span>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {t("hint")}
          </p>
        </div>
        <button
          type="button"
          onClick={locate}
          disabled={geolocation.status === "locating"}
          className={secondaryButton}
        >
          {geolocation.status === "locating" ? <Spinner /> : <LocateIcon className="size-5" />}
          {geolocation.status === "locating" ? t("locating") : t("useMyLocation")}
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-red-700 empty:hidden">
        {geolocation.status === "failed" ? t(`geolocation.${geolocation.problem}`) : ""}
      </p>

      <PlaceSearch
        onPick={(place) => pickAndShow({ latitude: place.latitude, longitude: place.longitude })}
      />

      {/* Leaflet lays its panes out left to right whatever the page direction. */}
      <div
        dir="ltr"
        className={`isolate h-72 overflow-hidden rounded-2xl border sm:h-96 ${
          error ? "border-red-400" : "border-slate-300"
        }`}
      >
        <LeafletMap
          value={value}
          focus={view}
          onPick={onChange}
          label={t("mapLabel")}
          markerLabel={t("markerLabel")}
        />
      </div>

      <CoordinateInputs value={value} onChange={pickAndShow} describedBy={`${id}-hint`} />
      {error ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CoordinateInputs({
  value,
  onChange,
  describedBy,
}: {
  value: LatLng | null;
  onChange: (point: LatLng) => void;
  describedBy: string;
}) {
  const t = useTranslations("shop.map");
  const [texts, setTexts] = useState(() => textsOf(value));
  const [invalid, setInvalid] = useState<Record<Axis, boolean>>({
    latitude: false,
    longitude: false,
  });

  // A point placed on the map (or found by the device) shows in the inputs.
  const latitude = value?.latitude;
  const longitude = value?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    setTexts(textsOf({ latitude, longitude }));
    setInvalid({ latitude: false, longitude: false });
  }, [latitude, longitude]);

  function commit(axis: Axis) {
    const parsed = {
      latitude: parseCoordinate(texts.latitude, "latitude"),
      longitude: parseCoordinate(texts.longitude, "longitude"),
    };
    setInvalid((current) => ({
      ...current,
      [axis]: texts[axis].trim() !== "" && parsed[axis] === null,
    }));
    if (parsed.latitude === null || parsed.longitude === null) return;
    if (parsed.latitude === latitude && parsed.longitude === longitude) return;
    onChange({ latitude: parsed.latitude, longitude: parsed.longitude });
  }

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(["latitude", "longitude"] as const).map((axis) => (
        <label key={axis} className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-800">{t(axis)}</span>
          <input
            type="text"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={texts[axis]}
            aria-invalid={invalid[axis] || undefined}
            aria-describedby={describedBy}
            placeholder={axis === "latitude" ? "35.6892" : "51.3890"}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setTexts((current) => ({ ...current, [axis]: text }));
            }}
            onBlur={() => commit(axis)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                commit(axis);
              }
            }}
            className={`min-h-11 rounded-xl border bg-white px-3 text-start ${
              invalid[axis] ? "border-red-400" : "border-slate-300"
            }`}
          />
          {invalid[axis] ? (
            <span className="text-sm text-red-700">{t(`${axis}Invalid`)}</span>
          ) : null}
        </label>
      ))}
    </div>
  );
}

function textsOf(value: LatLng | null): Record<Axis, string> {
  return value
    ? { latitude: formatCoordinate(value.latitude), longitude: formatCoordinate(value.longitude) }
    : { latitude: "", longitude: "" };
}
