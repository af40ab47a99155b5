"use client";

import { createContext, useContext } from "react";
import type { MapTiles } from "./map-tiles";

/** null: no tile server (the offline grid). Set by `ServerMapTiles` around a page with a map. */
const MapTilesContext = createContext<MapTiles | null>(null);

export function MapTilesProvider({
  tiles,
  children,
}: {
  tiles: MapTiles | null;
  children: React.ReactNode;
}) {
  return <MapTilesContext.Provider value={tiles}>{children}</MapTilesContext.Provider>;
}

export function useMapTiles(): MapTiles | null {
  return useContext(MapTilesContext);
}
