/** What other features use of the installable app: they import it from here. */
export { PushToggle } from "./push-toggle";
export { useServiceWorker } from "./use-service-worker";
export { manifestPath, THEME_COLOR, webAppManifest } from "./web-app-manifest";
