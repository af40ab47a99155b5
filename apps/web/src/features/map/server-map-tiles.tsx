import { connection } from "next/server";
import { mapTilesOf } from "./map-tiles";
import { MapTilesProvider } from "./map-tiles-context";

let reported = false;

/**
 * Hands the tile source the server was started with to the maps inside: read per request,
 * never at build time, so changing MAP_TILE_URL needs a restart and no rebuild.
 */
export async function ServerMapTiles({ children }: { children: React.ReactNode }) {
  await connection();
  const { tiles, problem } = mapTilesOf(process.env);
  if (problem && !reported) {
    reported = true;
    console.error(`[kesht] ${problem}; the map draws its offline grid instead`);
  }
  return <MapTilesProvider tiles={tiles}>{children}</MapTilesProvider>;
}
