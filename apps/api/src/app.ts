import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@kesht/db";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { devRoutesOn } from "./dev-providers";
import jobs from "./jobs/jobs.plugin";
import { createGeocoder } from "./lib/geocoder";
import { answerSocketError, boundJsonBodies, maxJsonBytes } from "./lib/request-bounds";
import { createSmsProvider, type SmsProvider } from "./lib/sms";
import { createStorage } from "./lib/storage";
import storage from "./lib/storage/storage.plugin";
import { validatorCompiler } from "./lib/validator";
import accountsRoutes from "./modules/accounts/accounts.routes";
import addressesRoutes from "./modules/addresses/addresses.routes";
import adminRoutes from "./modules/admin/admin.routes";
import adminDashboardRoutes from "./modules/admin-dashboard/dashboard.routes";
import adminMessagesAdminRoutes from "./modules/admin-messages/admin-messages.admin.routes";
import adminMessagesSellerRoutes from "./modules/admin-messages/admin-messages.seller.routes";
import auditAdminRoutes from "./modules/audit/audit.admin.routes";
import authRoutes from "./modules/auth/auth.routes";
import captcha from "./modules/captcha/captcha.plugin";
import captchaRoutes from "./modules/captcha/captcha.routes";
import cartRoutes from "./modules/cart/cart.routes";
import adminCatalogueRoutes from "./modules/catalog/admin-catalogue.routes";
import referenceRoutes from "./modules/catalog/reference.routes";
import sellerProductsRoutes from "./modules/catalog/seller-products.routes";
import storefrontRoutes from "./modules/catalog/storefront.routes";
import checkoutRoutes from "./modules/checkout/checkout.routes";
import commerceReferenceRoutes from "./modules/commerce-reference/commerce-reference.routes";
import adminContentRoutes from "./modules/content/content.admin.routes";
import contentRoutes from "./modules/content/content.routes";
import customerConversationsRoutes from "./modules/conversations/conversations.customer.routes";
import driverConversationsRoutes from "./modules/conversations/conversations.driver.routes";
import conversationHub from "./modules/conversations/conversations.hub";
import sellerConversationsRoutes from "./modules/conversations/conversations.seller.routes";
import devRoutes from "./modules/dev/dev.routes";
import adminDriversRoutes from "./modules/drivers/admin-drivers.routes";
import driversRoutes from "./modules/drivers/drivers.routes";
import filesRoutes from "./modules/files/files.routes";
import geoRoutes from "./modules/geo/geo.routes";
import healthRoutes from "./modules/health/health.routes";
import metrics from "./modules/health/metrics.plugin";
import probesRoutes from "./modules/health/probes.routes";
import ledgerAdminRoutes from "./modules/ledger/ledger.admin.routes";
import notificationsRoutes from "./modules/notifications/notifications.routes";
import adminOrdersRoutes from "./modules/orders/orders.admin.routes";
import customerOrdersRoutes from "./modules/orders/orders.customer.routes";
import sellerOrdersRoutes from "./modules/orders/orders.seller.routes";
import gatewayPagesRoutes from "./modules/payments/gateway-pages.routes";
import payments from "./modules/payments/payments.plugin";
import paymentsRoutes from "./modules/payments/payments.routes";
import adminsAdminRoutes from "./modules/people/admins.admin.routes";
import peopleAdminRoutes from "./modules/people/people.admin.routes";
import adminRatesRoutes from "./modules/rates/rates.admin.routes";
import ratesRoutes from "./modules/rates/rates.routes";
import adminReportsRoutes from "./modules/reports/reports.admin.routes";
import reportsRoutes from "./modules/reports/reports.routes";
import searchRoutes from "./modules/search/search.routes";
import sellerDashboardRoutes from "./modules/seller-dashboard/seller-dashboard.routes";
import sellersRoutes from "./modules/sellers/sellers.routes";
import settingsAdminRoutes from "./modules/settings/settings.admin.routes";
import adminDisputesRoutes from "./modules/settlement/settlement.admin.routes";
import customerSettlementRoutes from "./modules/settlement/settlement.customer.routes";
import settlement from "./modules/settlement/settlement.plugin";
import driverShippingRoutes from "./modules/shipping/shipping.driver.routes";
import sellerShippingRoutes from "./modules/shipping/shipping.seller.routes";
import supportAdminRoutes from "./modules/support/support.admin.routes";
import supportMemberRoutes from "./modules/support/support.member.routes";
import trackingHub from "./modules/tracking/tracking.hub";
import trackingRoutes from "./modules/tracking/tracking.routes";
import adminCashRequestsRoutes from "./modules/wallet/admin-cash-requests.routes";
import walletRoutes from "./modules/wallet/wallet.routes";
import clock, { type Clock } from "./plugins/clock";
import database from "./plugins/database";
import docs from "./plugins/docs";
import drain from "./plugins/drain";
import errorHandler, { frameworkErrors } from "./plugins/error-handler";
import readCache from "./plugins/read-cache";
import security from "./plugins/security";
import session from "./plugins/session";
import webCache from "./plugins/web-cache";

export interface BuildAppOptions {
  config: Config;
  database: Pick<DatabaseHandle, "db" | "kind" | "listen" | "poolStats">;
  logger?: FastifyServerOptions["logger"];
  /** Replaces the SMS provider SMS_PROVIDER names (tests). */
  sms?: SmsProvider;
  /** Replaces the system clock (tests that depend on the hour). */
  clock?: Clock;
}

/** Loads plugins in a fixed order: external → app → routes (as fastify/demo does). */
export async function buildApp({
  config,
  database: handle,
  logger,
  sms,
  clock: now,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    // A request id from the proxy is kept, so one id follows a request across both servers.
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: maxJsonBytes,
    frameworkErrors,
    clientErrorHandler: answerSocketError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  boundJsonBodies(app);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(errorHandler);
  await app.register(security, { config, db: handle.db });
  await app.register(docs, { config });
  await app.register(database, { db: handle.db, kind: handle.kind });
  await app.register(drain);
  await app.register(metrics, { poolStats: handle.poolStats });
  await app.register(clock, { clock: now });
  await app.register(webCache, { config });
  await app.register(session, { config });
  await app.register(storage, { storage: await createStorage(config) });
  await app.register(captcha, { hmacKey: config.ALTCHA_HMAC_KEY });
  await app.register(payments, { config });
  await app.register(settlement, { config });
  await app.register(jobs, { config });
  await app.register(trackingHub, { listen: handle.listen });
  await app.register(conversationHub, { listen: handle.listen });
  await app.register(readCache, {
    listen: handle.listen,
    validateResponses: config.NODE_ENV === "test",
  });

  // Probes live at the root: the web server forwards only /api/v1, so visitors never see them.
  await app.register(probesRoutes);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: config.version });
      await api.register(geoRoutes, { geocoder: createGeocoder(config) });
      await api.register(ratesRoutes);
      await api.register(contentRoutes);
      await api.register(filesRoutes);
      await api.register(captchaRoutes);
      await api.register(accountsRoutes);
      await api.register(sellersRoutes);
      await api.register(adminRoutes);
      await api.register(driversRoutes);
      await api.register(adminDriversRoutes);
      await api.register(referenceRoutes);
      await api.register(storefrontRoutes);
      await api.register(sellerProductsRoutes);
      await api.register(searchRoutes);
      await api.register(commerceReferenceRoutes);
      await api.register(addressesRoutes);
      await api.register(cartRoutes);
      await api.register(checkoutRoutes);
      await api.register(customerOrdersRoutes);
      await api.register(sellerOrdersRoutes);
      await api.register(sellerDashboardRoutes);
      await api.register(sellerShippingRoutes);
      await api.register(driverShippingRoutes);
      await api.register(walletRoutes);
      await api.register(adminCashRequestsRoutes);
      await api.register(paymentsRoutes);
      await api.register(customerSettlementRoutes);
      await api.register(adminDisputesRoutes);
      await api.register(gatewayPagesRoutes);
      await api.register(trackingRoutes);
      await api.register(reportsRoutes);
      await api.register(adminReportsRoutes);
      await api.register(customerConversationsRoutes);
      await api.register(sellerConversationsRoutes);
      await api.register(driverConversationsRoutes);
      await api.register(supportMemberRoutes);
      await api.register(supportAdminRoutes);
      await api.register(adminMessagesAdminRoutes);
      await api.register(adminMessagesSellerRoutes);
      await api.register(notificationsRoutes);
      await api.register(adminCatalogueRoutes);
      await api.register(adminRatesRoutes);
      await api.register(adminContentRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(peopleAdminRoutes);
      await api.register(adminsAdminRoutes);
      await api.register(auditAdminRoutes);
      await api.register(settingsAdminRoutes);
      await api.register(ledgerAdminRoutes);
      await api.register(adminOrdersRoutes);
      await api.register(authRoutes, {
        config,
        sms: sms ?? createSmsProvider(config, handle.db, app.log),
      });
      // The outbox holds sign-in codes: in production, or on an address others can reach
      // without ALLOW_DEV_PROVIDERS, the routes do not exist at all (dev-providers.ts).
      if (devRoutesOn(config)) await api.register(devRoutes);
    },
    { prefix: "/api/v1" },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
