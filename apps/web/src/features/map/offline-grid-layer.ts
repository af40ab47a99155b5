import L from "leaflet";

/**
 * A map background for when no tile server is configured (the machines here have no internet):
 * one square per tile with its north-west corner's coordinates, so the map still shows where it
 * is looking and moves, zooms and takes clicks like a real one.
 */
class OfflineGridLayer extends L.GridLayer {
  override createTile(coords: L.Coords): HTMLElement {
    const tile = document.createElement("div");
    tile.className = "kesht-grid-tile";
    const map = (this as unknown as { _map: L.Map })._map;
    const size = this.getTileSize();
    const corner = map.unproject([coords.x * size.x, coords.y * size.y], coords.z);
    const longitude = L.Util.wrapNum(corner.lng, [-180, 180], true);
    const label = document.createElement("span");
    label.textContent = `${corner.lat.toFixed(2)}°, ${longitude.toFixed(2)}°`;
    tile.append(label);
    return tile;
  }
}

export function createOfflineGridLayer(): L.GridLayer {
  return new OfflineGridLayer({ className: "kesht-grid-layer" });
}
