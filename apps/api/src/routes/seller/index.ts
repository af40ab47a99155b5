import type { FastifyPluginAsync } from "fastify";
import { discountCodeRoutes } from "../discount-code-routes";
import { invoiceRoutes } from "../invoice-routes";
import adminMessagesRoutes from "./admin-messages.routes";
import conversationsRoutes from "./conversations.routes";
import dashboardRoutes from "./dashboard.routes";
import ordersRoutes from "./orders.routes";
import packingRoutes from "./packing.routes";
import pickupRoutes from "./pickup.routes";
import productImportsRoutes from "./product-imports.routes";
import productsRoutes from "./products.routes";
import returnsRoutes from "./returns.routes";
import reviewsRoutes from "./reviews.routes";
import shippingRoutes from "./shipping.routes";
import shopRoutes from "./shop.routes";
import statementRoutes from "./statement.routes";

/**
 * `/seller/…`: the shop's registration and profile, its products, orders, shipping, dashboard
 * and the admins' messages. The calls shops share with other roles are in `../shared`.
 */
const sellerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(shopRoutes);
  await app.register(productsRoutes);
  await app.register(productImportsRoutes);
  await app.register(ordersRoutes);
  await app.register(invoiceRoutes("seller"));
  await app.register(statementRoutes);
  await app.register(packingRoutes);
  await app.register(dashboardRoutes);
  await app.register(shippingRoutes);
  await app.register(pickupRoutes);
  await app.register(conversationsRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(reviewsRoutes);
  await app.register(returnsRoutes);
  await app.register(discountCodeRoutes("seller"));
};

export default sellerRoutes;
