import { z } from "zod";
import { productCardSchema } from "./catalog";

/** A listed product with this much or less in stock (in its own unit) counts as running low. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many of the lowest products the dashboard lists; `total` says how many there are. */
export const LOW_STOCK_LIST_LIMIT = 5;

/** `GET /seller/dashboard`: the figures on the seller's home page (/shop/home). */
export const sellerDashboardSchema = z.object({
  /** The day the figures are for (Tehran), YYYY-MM-DD. */
  today: z.iso.date(),
  /** The shop's orders paid today and not cancelled since. */
  orders_today: z.number().int(),
  /** Paid orders' money waiting for settlement on receipt (the wallet's pending income). */
  pending_income_rials: z.number().int(),
  low_stock: z.object({
    threshold: z.number(),
    /** Active products at or below the threshold, the lowest first. */
    products: z.array(productCardSchema),
    total: z.number().int(),
  }),
  /** How many people keep the shop, and its products, among their favourites. */
  favourites: z.object({ shop: z.number().int(), products: z.number().int() }),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;
