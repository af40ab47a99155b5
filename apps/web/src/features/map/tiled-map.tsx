"use client";

import { type ReactNode, useEffect } from "react";
import { MapContainer, TileLayer, useMap } from "react-leaflet";
import { useMapTiles } from "./map-tiles-context";
import { createOfflineGridLayer } from "./offline-grid-layer";

/**
 * Leaflet's map as every map of the app draws it: zoom 3 to 18 over the server's tiles
 * (MAP_TILE_URL) or, without a tile server, over a coordinate grid, named for screen readers.
 * What it shows on top is `children`. Browser only, like Leaflet.
 */
export function TiledMap({
  center,
  zoom,
  label,
  children,
}: {
  center: [number, number];
  zoom: number;
  /** The map's accessible name. */
  label: string;
  children: ReactNode;
}) {
  const tiles = useMapTiles();
  return (
    <MapContainer
      center={center}
      zoom={zoom}
      minZoom={3}
      maxZoom={18}
      worldCopyJump
      // Without tiles there is nothing to credit.
      attributionControl={tiles !== null}
      className={`size-full ${tiles ? "" : "kesht-offline-map"}`}
    >
      {tiles ? (
        <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={18} />
      ) : (
        <OfflineGrid />
      )}
      <NamedAndSized label={label} />
      {children}
    </MapContainer>
  );
}

/** The coordinate grid drawn when no tile server is configured. */
function OfflineGrid() {
  const map = useMap();
  useEffect(() => {
    const layer = createOfflineGridLayer().addTo(map);
    return () => {
      layer.remove();
    };
  }, [map]);
  return null;
}

/** Names the map, and measures it again once the page's layout has settled. */
function NamedAndSized({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    map.getContainer().setAttribute("aria-label", label);
  }, [map, label]);
  // The container may have been measured before the page's layout settled.
  useEffect(() => {
    const timer = window.setTimeout(() => map.invalidateSize(), 100);
    return () => window.clearTimeout(timer);
  }, [map]);
  return null;
}
