"use client";

import "leaflet/dist/leaflet.css";
import "./map.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { Marker, Polyline, useMap } from "react-leaflet";
import { pinIcon } from "./pin-icon";
import { CITY_ZOOM, IRAN_ZOOM, iranCentre, type LatLng } from "./province-centres";
import { TiledMap } from "./tiled-map";

export interface RouteMapProps {
  /** The way travelled, oldest first; its last point is where the vehicle is. */
  trail: readonly LatLng[];
  destination: LatLng | null;
  /** The map's accessible name. */
  label: string;
  vehicleLabel: string;
  destinationLabel: string;
}

/** The vehicle as a round badge (inline SVG, like the pin: no image files to copy). */
const vehicleIcon = L.divIcon({
  className: "kesht-map-pin",
  html: `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
    <circle cx="16" cy="16" r="14" fill="#15803d" stroke="#fff" stroke-width="3"/>
    <path d="M8 12h10v8H8zM18 15h3.5l2.5 3v2h-6z" fill="#fff"/>
  </svg>`,
  iconSize: [32, 32],
  iconAnchor: [16, 16],
});

const toTuple = (point: LatLng): [number, number] => [point.latitude, point.longitude];

/**
 * A journey on the map: the trail as a line, the vehicle where it was last seen, and the
 * destination's pin. Loaded only in the browser (Leaflet touches `window` on import).
 */
export default function RouteMapLeaflet({
  trail,
  destination,
  label,
  vehicleLabel,
  destinationLabel,
}: RouteMapProps) {
  const vehicle = trail.at(-1) ?? null;
  return (
    <TiledMap
      center={toTuple(vehicle ?? destination ?? iranCentre)}
      zoom={vehicle || destination ? CITY_ZOOM : IRAN_ZOOM}
      label={label}
    >
      <FitOnce trail={trail} destination={destination} />
      {trail.length > 1 ? (
        <Polyline positions={trail.map(toTuple)} pathOptions={{ color: "#15803d", weight: 4 }} />
      ) : null}
      {destination ? (
        <Marker
          position={toTuple(destination)}
          icon={pinIcon}
          title={destinationLabel}
          alt={destinationLabel}
        />
      ) : null}
      {vehicle ? (
        <Marker
          position={toTuple(vehicle)}
          icon={vehicleIcon}
          title={vehicleLabel}
          alt={vehicleLabel}
          zIndexOffset={1000}
        />
      ) : null}
    </TiledMap>
  );
}

/**
 * Brings the whole journey into view once, when there first is one; later positions move the
 * marker without taking the map away from where the reader has panned it.
 */
function FitOnce({ trail, destination }: { trail: readonly LatLng[]; destination: LatLng | null }) {
  const map = useMap();
  const fitted = useRef(false);
  const points = [...trail, ...(destination ? [destination] : [])];
  const count = points.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitted once, when points first appear
  useEffect(() => {
    if (fitted.current || count === 0) return;
    fitted.current = true;
    if (count === 1) map.setView(toTuple(points[0] as LatLng), CITY_ZOOM);
    else map.fitBounds(L.latLngBounds(points.map(toTuple)), { padding: [32, 32], maxZoom: 15 });
  }, [map, count]);
  return null;
}
