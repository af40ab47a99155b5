import { z } from "zod";
import { ratingStars } from "./shipping";
import { text } from "./text";

/** `POST /customer/orders/:id/driver-rating`: once per shipment, after receipt. */
export const driverRatingBodySchema = z.strictObject({
  stars: z.number("required").int("invalid_number").min(ratingStars.min).max(ratingStars.max),
  comment: text({ max: 1000, min: 0, kind: "lines" }).optional(),
});
export type DriverRatingBody = z.input<typeof driverRatingBodySchema>;

/** A customer's rating of the driver who brought the order (the order detail's `driver_rating`). */
export const driverRatingSchema = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type DriverRating = z.infer<typeof driverRatingSchema>;

/** A driver's rating: the average of their stars (one decimal) and how many gave one. */
export const driverRatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type DriverRatingSummary = z.infer<typeof driverRatingSummarySchema>;
