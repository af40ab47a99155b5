// @vitest-environment node
import { describe, expect, it } from "vitest";
import { mapTilesOf, openStreetMapTiles } from "./map-tiles";

describe("the map's tile source", () => {
  it("is OpenStreetMap with its credit when nothing is set", () => {
    const { tiles } = mapTilesOf({});
    expect(tiles).toEqual(openStreetMapTiles);
    expect(tiles?.url).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(tiles?.attribution).toContain("OpenStreetMap</a> contributors");
    expect(mapTilesOf({ MAP_TILE_URL: "", MAP_TILE_ATTRIBUTION: " " }).tiles).toEqual(
      openStreetMapTiles,
    );
  });

  it("takes another tile server, credited as OpenStreetMap unless told otherwise", () => {
    const url = "https://tiles.example.ir/osm/{z}/{x}/{y}.png";
    expect(mapTilesOf({ MAP_TILE_URL: url }).tiles).toEqual({
      url,
      attribution: openStreetMapTiles.attribution,
    });
    expect(mapTilesOf({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: "© Example Maps" }).tiles).toEqual(
      { url, attribution: "© Example Maps" },
    );
  });

  it("draws no tiles for `none`, and none (saying why) for a wrong setting", () => {
    expect(mapTilesOf({ MAP_TILE_URL: "none" })).toEqual({ tiles: null });
    for (const wrong of [
      "tiles.example.ir/{z}/{x}/{y}",
      "https://example.ir/tile.png",
      "ftp://x/{z}/{x}/{y}",
    ]) {
      const setting = mapTilesOf({ MAP_TILE_URL: wrong });
      expect(setting.tiles, wrong).toBeNull();
      expect(setting.problem, wrong).toContain("MAP_TILE_URL");
    }
  });
});
