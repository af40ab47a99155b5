import type { FastifyPluginAsync } from "fastify";
import adminMessagesRoutes from "./admin-messages.routes";
import adminsRoutes from "./admins.routes";
import auditRoutes from "./audit.routes";
import cashRequestsRoutes from "./cash-requests.routes";
import catalogueRoutes from "./catalogue.routes";
import contentRoutes from "./content.routes";
import dashboardRoutes from "./dashboard.routes";
import adminDeliveriesRoutes from "./deliveries.routes";
import disputesRoutes from "./disputes.routes";
import driversRoutes from "./drivers.routes";
import healthRoutes from "./health.routes";
import ledgerRoutes from "./ledger.routes";
import ordersRoutes from "./orders.routes";
import peopleRoutes from "./people.routes";
import ratesRoutes from "./rates.routes";
import reportsRoutes from "./reports.routes";
import returnsRoutes from "./returns.routes";
import reviewsRoutes from "./reviews.routes";
import sellersRoutes from "./sellers.routes";
import settingsRoutes from "./settings.routes";
import supportRoutes from "./support.routes";

/** `/admin/…`: the back office, one file per thing an admin looks after. */
const adminRoutes: FastifyPluginAsync<{ version: string }> = async (app, { version }) => {
  await app.register(healthRoutes, { version });
  await app.register(dashboardRoutes);
  await app.register(sellersRoutes);
  await app.register(driversRoutes);
  await app.register(catalogueRoutes);
  await app.register(ratesRoutes);
  await app.register(contentRoutes);
  await app.register(ordersRoutes);
  await app.register(disputesRoutes);
  await app.register(returnsRoutes);
  await app.register(cashRequestsRoutes);
  await app.register(reportsRoutes);
  await app.register(reviewsRoutes);
  await app.register(supportRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(peopleRoutes);
  await app.register(adminsRoutes);
  await app.register(auditRoutes);
  await app.register(settingsRoutes);
  await app.register(ledgerRoutes);
  await app.register(adminDeliveriesRoutes);
};

export default adminRoutes;
