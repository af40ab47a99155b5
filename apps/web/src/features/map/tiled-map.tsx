"use client";

import { type ReactNode, useEffect } from "react";
import { MapContainer, TileLayer, useMap } from "react-leaflet";
import { useMapTiles } from "./map-tiles-context";
import { createOfflineGridLayer } from "./offline-grid-layer";

/**
 * Leaflet's map as every map of the app draws it: zoom 3 to 18 over the server's tiles
 * (MAP_TILE_URL) or, without a tile server, over a coordinate grid. What it shows on top is
 * `children`. Browser only, like Leaflet.
 */
export function TiledMap({
  center,
  zoom,
  children,
}: {
  center: [number, number];
  zoom: number;
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
