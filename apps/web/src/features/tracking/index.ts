/** What other features use of tracking: they import it from here, never from a file inside. */
export { DriverLocationMap } from "./driver-location-map";
export { ShareLocation } from "./share-location";
export { shopDriverLocationPage } from "./tracking-paths";
