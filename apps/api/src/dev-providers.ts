import { type Config, ConfigError } from "./config";

/** The host names and addresses that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  return (
    bare === "localhost" ||
    bare === "::1" ||
    /^127(\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(bare)
  );
}

/**
 * The listening addresses others could reach: the API's, and the web app's when it was
 * passed on (scripts/start.mjs passes WEB_HOST to both processes).
 */
export function exposedListeners(config: Config): string[] {
  const listeners = [`API_HOST=${config.API_HOST}`];
  if (config.WEB_HOST) listeners.push(`WEB_HOST=${config.WEB_HOST}`);
  return listeners.filter((listener) => !isLoopbackHost(listener.split("=")[1] ?? ""));
}

/**
 * Providers meant for a developer's own machine: sign-in codes kept where anyone can read
 * them, payments that charge nothing, and demo people with known numbers.
 */
export function devProvidersOf(config: Config): string[] {
  const providers: string[] = [];
  if (config.SMS_PROVIDER === "outbox") providers.push("SMS_PROVIDER=outbox");
  const sandboxes = config.PAYMENT_GATEWAYS.filter((name) => name.startsWith("sandbox"));
  if (sandboxes.length > 0) providers.push(`PAYMENT_GATEWAYS=${sandboxes.join(",")}`);
  if (config.SEED_DEMO_DATA) providers.push("SEED_DEMO_DATA=true");
  return providers;
}

/** Whether the /dev routes (the outbox reader, job triggers) are mounted. */
export function devRoutesOn(config: Config): boolean {
  if (config.NODE_ENV === "production") return false;
  return exposedListeners(config).length === 0 || config.ALLOW_DEV_PROVIDERS;
}

/**
 * Refuses to start with development providers on an address others can reach, unless the
 * operator said so: one forgotten variable must not show every sign-in code to the world.
 */
export function refuseExposedDevProviders(config: Config): void {
  const exposed = exposedListeners(config);
  const providers = devProvidersOf(config);
  if (exposed.length === 0 || providers.length === 0 || config.ALLOW_DEV_PROVIDERS) return;
  throw new ConfigError(
    `Refusing to start: development providers (${providers.join(", ")}) would be reachable ` +
      `beyond this machine (${exposed.join(", ")}); configure real ones (see README) or set ` +
      "ALLOW_DEV_PROVIDERS=true.",
  );
}

/** The loud start-up line naming what is for development only; null when nothing is. */
export function devProvidersWarning(config: Config): string | null {
  const on = [...devProvidersOf(config)];
  if (devRoutesOn(config)) on.push("/api/v1/dev routes");
  if (on.length === 0) return null;
  return `DEVELOPMENT PROVIDERS ON: ${on.join(", ")}; not for a public site`;
}
