import type { FastifyPluginAsync } from "fastify";
import notificationsRoutes from "./notifications.routes";
import outboundRoutes from "./outbound.routes";
import paymentsRoutes from "./payments.routes";
import reportsRoutes from "./reports.routes";
import supportRoutes from "./support.routes";
import trackingRoutes from "./tracking.routes";
import walletRoutes from "./wallet.routes";

/**
 * The calls several audiences make alike, each under its own prefix (`/customer/wallet`,
 * `/seller/wallet`, `/driver/wallet`): one file per call family, its roles listed in it, so a
 * change reaches every role at once. `conversations.routes.ts` holds the chat route builders
 * the audiences' own conversation files call.
 */
const sharedRoutes: FastifyPluginAsync = async (app) => {
  await app.register(paymentsRoutes);
  await app.register(walletRoutes);
  await app.register(trackingRoutes);
  await app.register(reportsRoutes);
  await app.register(supportRoutes);
  await app.register(notificationsRoutes);
  await app.register(outboundRoutes);
};

export default sharedRoutes;
