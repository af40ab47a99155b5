import type { FastifyPluginAsync } from "fastify";
import conversationsRoutes from "./conversations.routes";
import pickupRoutes from "./pickup.routes";
import profileRoutes from "./profile.routes";
import shippingRoutes from "./shipping.routes";

/**
 * `/driver/…`: registration and profile, loading requests, proposals and jobs, and the chat of
 * the orders a driver carries. The calls drivers share with other roles are in `../shared`.
 */
const driverRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(shippingRoutes);
  await app.register(pickupRoutes);
  await app.register(conversationsRoutes);
};

export default driverRoutes;
