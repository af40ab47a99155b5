import { z } from "zod";
import { storedFileSchema } from "./accounts";
import { pageOf } from "./catalog";
import { queryId } from "./ids";
import { queryNumber } from "./query";
import { ratingStars } from "./shipping";
import { text } from "./text";

/*
 * Reviews from verified buyers (issue 28 item 1): after receipt a customer rates each product
 * line they bought and the shop, once each; the shop answers once, publicly; admins hide a
 * reported review. Request and response shapes for the API and the web forms.
 */

export const reviewRules = {
  /** The longest review text and the longest shop answer, in characters. */
  maxTextLength: 1000,
  /** Photos on one product review. */
  maxPhotos: 5,
  /** A review may be edited this many days after it was first written, then it is final. */
  editWindowDays: 14,
} as const;

export const reviewKinds = ["product", "shop"] as const;
export type ReviewKind = (typeof reviewKinds)[number];
export const reviewSorts = ["newest", "helpful"] as const;
export type ReviewSort = (typeof reviewSorts)[number];
/** `any`: every review; `first`: those with photos before the rest; `only`: only those. */
export const reviewPhotoFilters = ["any", "first", "only"] as const;
export type ReviewPhotoFilter = (typeof reviewPhotoFilters)[number];

const starsSchema = z
  .number("required")
  .int("invalid_number")
  .min(ratingStars.min, "invalid_number")
  .max(ratingStars.max, "invalid_number");

const reviewText = text({ max: reviewRules.maxTextLength, min: 0, kind: "lines" })
  .optional()
  .transform((value) => value || null);

/** A stored file's id as `POST /files` answered it (purpose `review_photo`, uploaded by you). */
const photoId = z.string("required").min(1, "required").max(64);

/** `POST`/`PATCH /customer/orders/:id/items/:itemId/review`: one line's product. */
export const productReviewBodySchema = z.strictObject({
  stars: starsSchema,
  text: reviewText,
  photo_ids: z.array(photoId).max(reviewRules.maxPhotos, "too_many_images").default([]),
});
export type ProductReviewBody = z.input<typeof productReviewBodySchema>;

/** `POST`/`PATCH /customer/orders/:id/shop-review`: the shop that sold the order. */
export const shopReviewBodySchema = z.strictObject({
  stars: starsSchema,
  text: reviewText,
});
export type ShopReviewBody = z.input<typeof shopReviewBodySchema>;

/** `POST /seller/reviews/:id/answer`: the shop's one public answer. */
export const reviewAnswerBodySchema = z.strictObject({
  text: text({ max: reviewRules.maxTextLength, kind: "lines" }),
});
export type ReviewAnswerBody = z.input<typeof reviewAnswerBodySchema>;

export const reviewIdParamsSchema = z.object({ id: queryId() });
export const orderItemReviewParamsSchema = z.object({ id: queryId(), itemId: queryId() });

const pageQuery = queryNumber((n) =>
  n.int("invalid_number").min(1, "positive_number").max(10_000),
).default(1);
const perPageQuery = queryNumber((n) =>
  n.int("invalid_number").min(1, "positive_number").max(50),
).default(10);

/** `GET /customer/products/:id/reviews` and `/customer/sellers/:id/reviews`. */
export const reviewsQuerySchema = z.strictObject({
  sort: z.enum(reviewSorts, "invalid_choice").default("newest"),
  photos: z.enum(reviewPhotoFilters, "invalid_choice").default("any"),
  page: pageQuery,
  per_page: perPageQuery,
});
export type ReviewsQuery = z.input<typeof reviewsQuerySchema>;

/** `GET /seller/reviews`: the shop's reviews, newest first. */
export const sellerReviewsQuerySchema = z.strictObject({ page: pageQuery, per_page: perPageQuery });

/** Average (one decimal, null with no reviews), count and how many gave each star (1..5). */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** `distribution[0]` is the number of one-star reviews, `distribution[4]` of five-star ones. */
  distribution: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A review as everyone reads it. The author is shown by first name only. */
export const reviewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(reviewKinds),
  stars: z.number().int(),
  text: z.string().nullable(),
  photos: z.array(storedFileSchema),
  author: z.string().nullable(),
  product: z
    .object({ id: z.number().int(), name: z.string(), latin_name: z.string().nullable() })
    .nullable(),
  helpful_count: z.number().int(),
  answer: z.string().nullable(),
  answered_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = pageOf(reviewSchema).extend({ summary: ratingSummarySchema });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** A shop's own view of a review: whether an admin hid it. */
export const sellerReviewSchema = reviewSchema.extend({ hidden: z.boolean() });
export type SellerReview = z.infer<typeof sellerReviewSchema>;
export const sellerReviewPageSchema = pageOf(sellerReviewSchema);

/** One's own review of an order (line or shop) and until when it may still be edited. */
export const ownReviewSchema = reviewSchema.extend({
  order_item_id: z.number().int().nullable(),
  hidden: z.boolean(),
  editable_until: z.iso.datetime(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** `GET /customer/orders/:id/reviews`: what the customer may review on an order, and what they did. */
export const orderReviewsSchema = z.object({
  /** Whether the order was received (reviews are open only then). */
  reviewable: z.boolean(),
  edit_window_days: z.number().int(),
  items: z.array(
    z.object({
      order_item_id: z.number().int(),
      product_id: z.number().int(),
      name: z.string(),
      latin_name: z.string().nullable(),
      review: ownReviewSchema.nullable(),
    }),
  ),
  shop_review: ownReviewSchema.nullable(),
});
export type OrderReviews = z.infer<typeof orderReviewsSchema>;

/** `POST /customer/reviews/:id/helpful`: the review's new count. */
export const helpfulVoteSchema = z.object({ helpful_count: z.number().int() });
