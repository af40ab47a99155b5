/** What other features use of map: they import it from here, never from a file inside. */
export { LocationPicker } from "./location-picker";
export type { LatLng } from "./province-centres";
export { focusFor } from "./province-centres";

/*
 * The Leaflet maps, loaded apart from the page (next/dynamic, no server render): Leaflet needs
 * a window and weighs on no page until a map is shown.
 */
export const loadLeafletMap = () => import("./leaflet-map");
export const loadRouteMap = () => import("./route-map-leaflet");
