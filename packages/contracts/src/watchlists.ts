import { z } from "zod";
import { pageOf, productCardSchema, sellerProductsQuerySchema, shopCardSchema } from "./catalog";
import { queryId } from "./ids";

/*
 * Favourites, reminders and price history (issue 30 items 1 and 2): what a customer keeps an
 * eye on, and how a product's price went.
 */

export const reminderKinds = ["back_in_stock", "price_drop"] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** The most favourites of each sort whose ids a page asks for to draw its hearts. */
export const FAVOURITE_IDS_LIMIT = 500;

/** `PUT|DELETE /customer/favourites/products/:id` and `…/shops/:id`. */
export const favouriteParamsSchema = z.object({ id: queryId() });

/** `GET /customer/favourites/products|shops`: a page, the latest favourite first. */
export const favouritesQuerySchema = sellerProductsQuerySchema.pick({ page: true, per_page: true });

export const favouriteProductPageSchema = pageOf(productCardSchema);
export const favouriteShopPageSchema = pageOf(shopCardSchema);

/** What a person's hearts show: the ids they keep (the latest `FAVOURITE_IDS_LIMIT` of each). */
export const favouriteIdsSchema = z.object({
  product_ids: z.array(z.number().int()),
  shop_ids: z.array(z.number().int()),
});
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** The answer to a heart: whether it is on now. */
export const favouriteStateSchema = z.object({ favourite: z.boolean() });

/** `PUT|DELETE /customer/products/:id/reminders/:kind`. */
export const reminderParamsSchema = z.object({
  id: queryId(),
  kind: z.enum(reminderKinds, "invalid_choice"),
});

/** `GET /customer/products/:id/reminders`: which reminders the person has open on it. */
export const productRemindersSchema = z.object({
  back_in_stock: z.boolean(),
  price_drop: z.boolean(),
});
export type ProductReminders = z.infer<typeof productRemindersSchema>;

/** `GET /customer/products/:id/price-history`: the price after each change, oldest first. */
export const pricePointSchema = z.object({
  at: z.iso.datetime(),
  price_rials: z.number().int(),
  discounted_price_rials: z.number().int(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;
export const priceHistorySchema = z.object({ points: z.array(pricePointSchema) });
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** How many changes the chart shows at most: the latest ones. */
export const PRICE_HISTORY_LIMIT = 60;
