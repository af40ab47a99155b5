/**
 * Where the map's background tiles come from, read when the web server runs (never baked into
 * the build), so one build serves any tile server: MAP_TILE_URL and MAP_TILE_ATTRIBUTION.
 */
export interface MapTiles {
  /** A Leaflet URL template with {z}, {x} and {y} (and optionally {s} or {r}). */
  url: string;
  /** Shown in the map's corner; may hold links (HTML, as Leaflet takes it). */
  attribution: string;
}

/** OpenStreetMap's standard tiles, which require their credit on every map. */
export const openStreetMapTiles: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** MAP_TILE_URL=none: no tiles at all, the offline grid (for machines without internet). */
export const NO_TILES = "none";

export type MapTilesSetting = { tiles: MapTiles | null; problem?: string };

/**
 * Unset means OpenStreetMap; `none` means the offline grid. Anything else must be an http(s)
 * template naming {z}, {x} and {y}; a wrong one falls back to the grid and says why, so a
 * mistyped setting shows as a plain map and a line in the server log rather than a broken page.
 * Another tile server is credited as OpenStreetMap unless MAP_TILE_ATTRIBUTION says otherwise,
 * as most tile servers draw OpenStreetMap's data.
 */
export function mapTilesOf(env: Record<string, string | undefined>): MapTilesSetting {
  const url = env.MAP_TILE_URL?.trim() || openStreetMapTiles.url;
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim() || openStreetMapTiles.attribution;
  if (url === NO_TILES) return { tiles: null };
  if (!isTileTemplate(url)) {
    return {
      tiles: null,
      problem: `MAP_TILE_URL must be "none" or an http(s) URL with {z}, {x} and {y}; got ${url}`,
    };
  }
  return { tiles: { url, attribution } };
}

function isTileTemplate(url: string): boolean {
  if (!["{z}", "{x}", "{y}"].every((part) => url.includes(part))) return false;
  try {
    const parsed = new URL(url.replace(/\{[a-z]+\}/g, "0"));
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}
