import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import LeafletMap from "./leaflet-map";
import { mapTilesOf } from "./map-tiles";
import { MapTilesProvider } from "./map-tiles-context";

/** The map as a page renders it, with the tile source the server hands down. */
let root: Root | null = null;
let container: HTMLDivElement | null = null;

async function renderMap(env: Record<string, string | undefined>) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <MapTilesProvider tiles={mapTilesOf(env).tiles}>
        <div style={{ width: 400, height: 300 }}>
          <LeafletMap
            value={{ latitude: 35.7, longitude: 51.4 }}
            focus={{ latitude: 35.7, longitude: 51.4, zoom: 12 }}
            onPick={() => {}}
            label="Map"
            markerLabel="Pin"
          />
        </div>
      </MapTilesProvider>,
    );
  });
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

describe("the map's background", () => {
  it("draws OpenStreetMap's tiles, credited, when the server sets nothing", async () => {
    const map = await renderMap({});
    expect(map.querySelector(".leaflet-tile-pane .leaflet-layer")).not.toBeNull();
    expect(map.querySelector(".kesht-grid-layer")).toBeNull();
    const credit = map.querySelector(".leaflet-control-attribution");
    expect(credit?.textContent).toContain("© OpenStreetMap contributors");
    expect(
      credit?.querySelector("a[href='https://www.openstreetmap.org/copyright']"),
    ).not.toBeNull();
  });

  it("draws the offline grid and credits nobody with MAP_TILE_URL=none", async () => {
    const map = await renderMap({ MAP_TILE_URL: "none" });
    expect(map.querySelector(".kesht-offline-map")).not.toBeNull();
    expect(map.querySelector(".kesht-grid-layer")).not.toBeNull();
    expect(map.querySelector(".leaflet-control-attribution")).toBeNull();
  });
});
