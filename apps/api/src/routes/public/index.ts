import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config";
import { devRoutesOn } from "../../dev-providers";
import type { Geocoder } from "../../lib/geocoder";
import type { SmsProvider } from "../../lib/sms";
import authRoutes from "./auth.routes";
import captchaRoutes from "./captcha.routes";
import commerceReferenceRoutes from "./commerce-reference.routes";
import contentRoutes from "./content.routes";
import devRoutes from "./dev.routes";
import filesRoutes from "./files.routes";
import gatewayPagesRoutes from "./gateway-pages.routes";
import geoRoutes from "./geo.routes";
import healthRoutes from "./health.routes";
import publicOutboundRoutes from "./outbound.routes";
import ratesRoutes from "./rates.routes";
import referenceRoutes from "./reference.routes";
import searchRoutes from "./search.routes";
import vehicleTypesRoutes from "./vehicle-types.routes";

/**
 * The calls outside the four audiences' prefixes: health, reference lists, the storefront's
 * search, files, sign-in for every door, the payment gateways' return pages. A route here
 * that needs a person still guards itself (`requireSignedIn`, `requireRole`).
 */
const publicRoutes: FastifyPluginAsync<{
  config: Config;
  geocoder: Geocoder;
  sms: SmsProvider;
}> = async (app, { config, geocoder, sms }) => {
  await app.register(healthRoutes);
  await app.register(geoRoutes, { geocoder });
  await app.register(ratesRoutes);
  await app.register(contentRoutes);
  await app.register(filesRoutes);
  await app.register(captchaRoutes);
  await app.register(vehicleTypesRoutes);
  await app.register(referenceRoutes);
  await app.register(searchRoutes);
  await app.register(commerceReferenceRoutes);
  await app.register(gatewayPagesRoutes);
  await app.register(publicOutboundRoutes);
  await app.register(authRoutes, { config, sms });
  // The outbox holds sign-in codes: in production, or on an address others can reach
  // without ALLOW_DEV_PROVIDERS, the routes do not exist at all (dev-providers.ts).
  if (devRoutesOn(config)) await app.register(devRoutes);
};

export default publicRoutes;
