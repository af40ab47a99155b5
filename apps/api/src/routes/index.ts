import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../config";
import type { Geocoder } from "../lib/geocoder";
import type { SmsProvider } from "../lib/sms";
import adminRoutes from "./admin";
import customerRoutes from "./customer";
import driverRoutes from "./driver";
import publicRoutes from "./public";
import sellerRoutes from "./seller";
import sharedRoutes from "./shared";

/**
 * The HTTP layer by audience, as the web's `app/` tree and SPEC §7's prefixes are: each folder
 * registers its files under its prefix. Routes stay thin: they validate, call a flow or a
 * module's service, and answer (docs/decisions/025-layers.md).
 */
const routes: FastifyPluginAsync<{ config: Config; geocoder: Geocoder; sms: SmsProvider }> = async (
  app,
  { config, geocoder, sms },
) => {
  await app.register(publicRoutes, { config, geocoder, sms });
  await app.register(customerRoutes, { prefix: "/customer" });
  await app.register(sellerRoutes, { prefix: "/seller" });
  await app.register(driverRoutes, { prefix: "/driver" });
  await app.register(adminRoutes, { prefix: "/admin", version: config.version });
  await app.register(sharedRoutes);
};

export default routes;
