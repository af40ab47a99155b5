import type { FastifyPluginAsync } from "fastify";
import { invoiceRoutes } from "../invoice-routes";
import accountsRoutes from "./accounts.routes";
import addressesRoutes from "./addresses.routes";
import cartRoutes from "./cart.routes";
import checkoutRoutes from "./checkout.routes";
import conversationsRoutes from "./conversations.routes";
import discountCodesRoutes from "./discount-codes.routes";
import favouritesRoutes from "./favourites.routes";
import ordersRoutes from "./orders.routes";
import ownReviewsRoutes from "./own-reviews.routes";
import remindersRoutes from "./reminders.routes";
import returnsRoutes from "./returns.routes";
import reviewsRoutes from "./reviews.routes";
import settlementRoutes from "./settlement.routes";
import storefrontRoutes from "./storefront.routes";

/**
 * `/customer/…`: the shop window (public reads), the account, addresses, cart, checkout, orders
 * and what follows delivery. The calls customers share with other roles are in `../shared`.
 */
const customerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(accountsRoutes);
  await app.register(storefrontRoutes);
  await app.register(addressesRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(discountCodesRoutes);
  await app.register(ordersRoutes);
  await app.register(invoiceRoutes("customer"));
  await app.register(settlementRoutes);
  await app.register(reviewsRoutes);
  await app.register(ownReviewsRoutes);
  await app.register(returnsRoutes);
  await app.register(conversationsRoutes);
  await app.register(favouritesRoutes);
  await app.register(remindersRoutes);
};

export default customerRoutes;
