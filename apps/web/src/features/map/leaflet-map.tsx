"use client";

import "leaflet/dist/leaflet.css";
import "./map.css";
import type { Marker as LeafletMarker, LeafletMouseEvent } from "leaflet";
import { useEffect, useMemo } from "react";
import { Marker, useMapEvents } from "react-leaflet";
import { pinIcon } from "./pin-icon";
import type { LatLng, MapFocus } from "./province-centres";
import { TiledMap } from "./tiled-map";

export interface LeafletMapProps {
  value: LatLng | null;
  focus: MapFocus;
  onPick: (point: LatLng) => void;
  /** The map's accessible name, e.g. "Map: click to place the shop". */
  label: string;
  markerLabel: string;
}

/**
 * The Leaflet map itself. Loaded only in the browser (Leaflet touches `window` on import), by
 * `LocationPicker` through next/dynamic with ssr: false.
 */
export default function LeafletMap({ value, focus, onPick, label, markerLabel }: LeafletMapProps) {
  return (
    <TiledMap center={[focus.latitude, focus.longitude]} zoom={focus.zoom} label={label}>
      <MapBehaviour focus={focus} onPick={onPick} />
      {value ? <PickedMarker value={value} onPick={onPick} label={markerLabel} /> : null}
    </TiledMap>
  );
}

function MapBehaviour({ focus, onPick }: { focus: MapFocus; onPick: LeafletMapProps["onPick"] }) {
  const map = useMapEvents({
    click(event: LeafletMouseEvent) {
      onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    },
  });

  const { latitude, longitude, zoom } = focus;
  useEffect(() => {
    map.setView([latitude, longitude], zoom);
  }, [map, latitude, longitude, zoom]);

  return null;
}

function PickedMarker({
  value,
  onPick,
  label,
}: {
  value: LatLng;
  onPick: LeafletMapProps["onPick"];
  label: string;
}) {
  const handlers = useMemo(
    () => ({
      dragend(event: { target: LeafletMarker }) {
        const point = event.target.getLatLng();
        onPick({ latitude: point.lat, longitude: point.lng });
      },
    }),
    [onPick],
  );
  return (
    <Marker
      position={[value.latitude, value.longitude]}
      icon={pinIcon}
      draggable
      autoPan
      title={label}
      alt={label}
      eventHandlers={handlers}
    />
  );
}
