import { z } from "zod";
import { pageOf } from "./catalog";
import { orderAddressSchema, orderStatuses } from "./commerce";
import {
  bidRankingSchema,
  freightRules,
  loadNeedsBodyFields,
  loadNeedsFields,
  loadQuestionSchema,
  pickupSchema,
  tripStopSchema,
} from "./freight";
import { id, queryId } from "./ids";
import { queryNumber } from "./query";
import { loadingRequestStatuses, proposalStatuses, shipmentCarriers } from "./shipping";
import { text } from "./text";

/*
 * The shipping endpoints' shapes (docs/shipping-api.md): order groups, loading requests,
 * drivers' proposals and jobs. Money is integer rials on the wire (`*_rials`); what people
 * type is toman (`price_toman`).
 */

const pathId = queryId;
const titled = z.object({ id: z.number().int(), title: z.string(), title_en: z.string() });

/** Limits of what a seller and a driver type. */
export const shippingRules = {
  maxOrdersPerGroup: 20,
  maxWeightKg: freightRules.maxWeightKg,
  noteMaxLength: 500,
  /** A loading date at most this many days ahead. */
  maxDaysAhead: 60,
  minPriceToman: 1_000,
  maxPriceToman: 10_000_000_000,
  /** Up to 30 days on the road. */
  maxDurationHours: 720,
} as const;

const pageQuery = queryNumber((n) => n.int("invalid_number").min(1, "positive_number")).default(1);
const perPageQuery = queryNumber((n) =>
  n.int("invalid_number").min(1, "positive_number").max(48),
).default(20);

export const shippingPageQuerySchema = z.strictObject({ page: pageQuery, per_page: perPageQuery });

export const shippingIdParamsSchema = z.object({ id: pathId() });
/** `…/loading-requests/:id/questions/:qid/answer`. */
export const loadQuestionParamsSchema = z.object({ id: pathId(), qid: pathId() });
export const groupIdParamsSchema = z.object({ gid: pathId() });
export const jobOrderParamsSchema = z.object({ gid: pathId(), oid: pathId() });

/** `POST /seller/order-groups`: one or more preparing orders to one destination city. */
export const orderGroupBodySchema = z.strictObject({
  order_ids: z
    .array(id("invalid_choice"), "required")
    .min(1, "required")
    .max(shippingRules.maxOrdersPerGroup)
    .refine((ids) => new Set(ids).size === ids.length, "invalid"),
});

/** `POST …/loading-request`: when and what the drivers are asked to carry. */
export const loadingRequestBodySchema = z.strictObject({
  /** yyyy-mm-dd in Tehran, not before today. */
  loading_date: z.iso.date("invalid_date"),
  time_block_id: id("invalid_choice"),
  package_type_id: id("invalid_choice"),
  weight_kg: z
    .number("required")
    .int("invalid_number")
    .positive("positive_number")
    .max(shippingRules.maxWeightKg),
  note: text({ max: shippingRules.noteMaxLength, min: 0, kind: "lines" }).optional(),
  ...loadNeedsBodyFields,
});
export type LoadingRequestBody = z.input<typeof loadingRequestBodySchema>;

/**
 * `PATCH /seller/loading-requests/:id`: the seller changes an open load (any of its fields);
 * its pending bids become stale and every bidder is asked to bid again. `arrive_by: null`
 * takes the arrive-by time away.
 */
export const loadingRequestChangeSchema = loadingRequestBodySchema
  .omit({ temperature: true, fragile: true, arrive_by: true })
  .partial()
  .extend({
    temperature: loadNeedsBodyFields.temperature.removeDefault().optional(),
    fragile: loadNeedsBodyFields.fragile.removeDefault().optional(),
    arrive_by: loadNeedsBodyFields.arrive_by.unwrap().nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "required");
export type LoadingRequestChange = z.input<typeof loadingRequestChangeSchema>;

/** `POST /seller/orders/:oid/self-loading`: the shop carries it, and says when it arrives. */
export const selfLoadingBodySchema = z.strictObject({
  expected_delivery_at: z.iso.datetime({ offset: true, message: "invalid_date" }),
});

/** `PUT /driver/loading-requests/:id/proposal`: the driver's price for the load and time. */
export const proposalBodySchema = z.strictObject({
  price_toman: z
    .number("required")
    .int("invalid_number")
    .min(shippingRules.minPriceToman, "amount_too_small")
    .max(shippingRules.maxPriceToman),
  // At least 1 (`min`, not `positive`): the document then says 1, where `positive` read as
  // "minimum 0" to anyone who skips OpenAPI 3.0's `exclusiveMinimum: true`.
  duration_hours: z
    .number("required")
    .int("invalid_number")
    .min(1, "positive_number")
    .max(shippingRules.maxDurationHours),
  /** Until when the bid stands: by default (and at the latest) the end of the loading day. */
  valid_until: z.iso.datetime({ offset: true, message: "invalid_date" }).optional(),
});
export type ProposalBody = z.input<typeof proposalBodySchema>;

export const driverProposalsQuerySchema = z.strictObject({
  status: z.enum(proposalStatuses, "invalid_choice").optional(),
  page: pageQuery,
  per_page: perPageQuery,
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const timeBlock = z.object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string() });

/** A driver as a seller sees them on a proposal: name, vehicle, rating and experience. */
export const proposalDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vehicle_type: titled,
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
  completed_jobs: z.number().int(),
});

export const proposalSchema = z.object({
  id: z.number().int(),
  loading_request_id: z.number().int(),
  status: z.enum(proposalStatuses),
  price_rials: z.number().int(),
  duration_hours: z.number().int(),
  valid_until: z.iso.datetime(),
  /** The load's revision it was made on; older than the load's own means stale. */
  request_revision: z.number().int(),
  /** On the seller's list of pending bids: its place and why; null otherwise. */
  ranking: bidRankingSchema.nullable(),
  driver: proposalDriverSchema,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const loadingRequestSchema = z.object({
  id: z.number().int(),
  order_group_id: z.number().int(),
  status: z.enum(loadingRequestStatuses),
  loading_date: z.iso.date(),
  time_block: timeBlock,
  package_type: titled,
  weight_kg: z.number().int(),
  note: z.string().nullable(),
  ...loadNeedsFields,
  revision: z.number().int(),
  origin_province: titled,
  destination_city: titled,
  /** Pending bids on the current revision. */
  proposal_count: z.number().int(),
  created_at: z.iso.datetime(),
});
export type LoadingRequest = z.infer<typeof loadingRequestSchema>;
export const loadingRequestPageSchema = pageOf(loadingRequestSchema);

const groupOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  customer_name: z.string().nullable(),
  address: orderAddressSchema,
  items_count: z.number().int(),
  /** Kilograms to carry (packed amounts once weighed, variants' unit weights): a group sums them. */
  weight_kg: z.number(),
  items_total_rials: z.number().int(),
  delivered_at: z.iso.datetime().nullable(),
});

/** A group's status is its orders': the least advanced of those not cancelled. */
export const orderGroupSchema = z.object({
  id: z.number().int(),
  destination_city: titled,
  carrier: z.enum(shipmentCarriers).nullable(),
  status: z.enum(orderStatuses),
  orders: z.array(groupOrderSchema),
  loading_request: loadingRequestSchema
    .extend({ proposals: z.array(proposalSchema), questions: z.array(loadQuestionSchema) })
    .nullable(),
  /** What the driver recorded at loading, for the shop to confirm or dispute on a mismatch. */
  pickup_record: pickupSchema.nullable(),
  driver: z
    .object({
      id: z.number().int(),
      name: z.string(),
      mobile: z.string(),
      vehicle_type: titled,
      plate: z.string(),
      rating_average: z.number().nullable(),
      rating_count: z.number().int(),
    })
    .nullable(),
  driver_price_rials: z.number().int().nullable(),
  expected_delivery_at: z.iso.datetime().nullable(),
  loaded_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type OrderGroup = z.infer<typeof orderGroupSchema>;
export const orderGroupPageSchema = pageOf(orderGroupSchema);

/** What a driver sees of a loading request: where, when, what, and their own proposal. */
export const driverLoadingRequestSchema = loadingRequestSchema
  .omit({ proposal_count: true })
  .extend({
    pickup: z.object({
      shop_name: z.string(),
      shop_name_en: z.string(),
      province: titled.nullable(),
      city: titled.nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
    orders: z.array(
      z.object({ id: z.number().int(), items_count: z.number().int(), destination: titled }),
    ),
    my_proposal: proposalSchema.omit({ driver: true }).nullable(),
    questions: z.array(loadQuestionSchema),
  });
export type DriverLoadingRequest = z.infer<typeof driverLoadingRequestSchema>;
export const driverLoadingRequestPageSchema = pageOf(driverLoadingRequestSchema);

/** A driver's own proposal, with the request it answers. */
export const driverProposalSchema = proposalSchema.omit({ driver: true }).extend({
  loading_request: loadingRequestSchema.omit({ proposal_count: true }),
});
export type DriverProposal = z.infer<typeof driverProposalSchema>;
export const driverProposalPageSchema = pageOf(driverProposalSchema);

/** A driver's job: a group they carry, with where each order goes. */
export const driverJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  destination_city: titled,
  pickup: driverLoadingRequestSchema.shape.pickup,
  loading_date: z.iso.date().nullable(),
  time_block: timeBlock.nullable(),
  driver_price_rials: z.number().int(),
  loaded_at: z.iso.datetime().nullable(),
  /** What the load needs, from its accepted loading request. */
  needs: z.object({ ...loadNeedsFields, weight_kg: z.number().int() }).nullable(),
  /** What the driver recorded at loading (counts, scale, photos), once they have. */
  pickup_record: pickupSchema.nullable(),
  orders: z.array(groupOrderSchema),
  /**
   * The stops of the trip the job is part of while its loads are on board (every load the
   * driver carries), else of this job alone.
   */
  trip_stops: z.array(tripStopSchema),
  created_at: z.iso.datetime(),
});
export type DriverJob = z.infer<typeof driverJobSchema>;
export const driverJobPageSchema = pageOf(driverJobSchema);
