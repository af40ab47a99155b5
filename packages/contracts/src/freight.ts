import { z } from "zod";
import { text } from "./text";

/*
 * Freight for perishables (issue 29, docs/decisions/036-freight.md): what a load needs, how
 * bids are ranked, the questions drivers ask before bidding, and the evidence recorded at
 * pickup. The loading request's, proposal's and job's own shapes are in shipping-api.ts.
 */

/** How cold a load must travel. */
export const temperatureNeeds = ["ambient", "cool", "frozen"] as const;
export type TemperatureNeed = (typeof temperatureNeeds)[number];

/** Cool and frozen loads travel only in refrigerated vehicles; ambient ones in any vehicle. */
export function needsRefrigeratedVehicle(temperature: TemperatureNeed): boolean {
  return temperature !== "ambient";
}

export const freightRules = {
  maxQuestionLength: 500,
  maxAnswerLength: 1000,
  /** Unanswered questions one driver may have on one load. */
  maxOpenQuestionsPerDriver: 3,
  /** Questions shown on a load (the newest). */
  maxQuestionsShown: 50,
  maxPackageCount: 10_000,
  /** The heaviest load (and scale reading) a request may state. */
  maxWeightKg: 40_000,
  minPickupPhotos: 1,
  maxPickupPhotos: 4,
  maxNoteLength: 500,
  /**
   * The scale may read this much off the stated weight (percent, at least `weightToleranceKg`)
   * before the pickup needs the shop's confirmation.
   */
  weightTolerancePercent: 5,
  weightToleranceKg: 5,
} as const;

/**
 * A pickup record's state: `matched` (counts and weight agree with the load, it may leave),
 * `awaiting_seller` (they differ: the shop confirms or disputes), `confirmed` (the shop agreed),
 * `disputed` (the shop disagreed: the driver records again, or the load is cancelled).
 */
export const pickupStatuses = ["matched", "awaiting_seller", "confirmed", "disputed"] as const;
export type PickupStatus = (typeof pickupStatuses)[number];

/** Whether what the driver found at pickup agrees with what the load said. */
export function pickupMatches(
  stated: { packageCount: number; weightKg: number },
  found: { packageCount: number; weightKg: number },
): boolean {
  const tolerance = Math.max(
    freightRules.weightToleranceKg,
    (stated.weightKg * freightRules.weightTolerancePercent) / 100,
  );
  return (
    stated.packageCount === found.packageCount &&
    Math.abs(stated.weightKg - found.weightKg) <= tolerance
  );
}

/** Why a bid is ranked where it is, on the seller's list. */
export const bidRankReasons = ["fastest", "cheapest", "top_rated", "unrated"] as const;
export type BidRankReason = (typeof bidRankReasons)[number];

export const bidRankingSchema = z.object({
  /** 1 for the best bid. */
  position: z.number().int(),
  /** When the load would arrive: the loading window's end plus the bid's duration. */
  arrives_at: z.iso.datetime(),
  reasons: z.array(z.enum(bidRankReasons)),
  /** Hours after the fastest bid's arrival (0 for the fastest). */
  hours_after_fastest: z.number().int(),
  /** Percent above the cheapest bid's price (0 for the cheapest). */
  percent_above_cheapest: z.number().int(),
});
export type BidRanking = z.infer<typeof bidRankingSchema>;

/** `POST /driver/loading-requests/:id/questions`. */
export const loadQuestionBodySchema = z.strictObject({
  question: text({ max: freightRules.maxQuestionLength, kind: "lines" }),
});
export type LoadQuestionBody = z.input<typeof loadQuestionBodySchema>;

/** `POST /seller/loading-requests/:id/questions/:qid/answer`: once per question. */
export const loadAnswerBodySchema = z.strictObject({
  answer: text({ max: freightRules.maxAnswerLength, kind: "lines" }),
});
export type LoadAnswerBody = z.input<typeof loadAnswerBodySchema>;

/** A question as every viewer of the load sees it: no driver's name, only whether it is yours. */
export const loadQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string().nullable(),
  asked_at: z.iso.datetime(),
  answered_at: z.iso.datetime().nullable(),
  /** The driver reading it asked it (always false for the shop). */
  mine: z.boolean(),
});
export type LoadQuestion = z.infer<typeof loadQuestionSchema>;

const latitude = z.number("invalid_number").min(-90, "invalid_number").max(90, "invalid_number");
const longitude = z.number("invalid_number").min(-180, "invalid_number").max(180, "invalid_number");

/** Where a device says it is: both or neither. */
export const placeFields = {
  latitude: latitude.optional(),
  longitude: longitude.optional(),
};
export function refinePlace(
  body: { latitude?: number | undefined; longitude?: number | undefined },
  context: z.RefinementCtx,
) {
  if ((body.latitude === undefined) !== (body.longitude === undefined)) {
    const missing = body.latitude === undefined ? "latitude" : "longitude";
    context.addIssue({ code: "custom", path: [missing], message: "required" });
  }
}

/** `POST /driver/jobs/:gid/pickup`: what the driver counted and weighed, with photos. */
export const pickupBodySchema = z
  .strictObject({
    package_count: z
      .number("required")
      .int("invalid_number")
      .min(1, "positive_number")
      .max(freightRules.maxPackageCount),
    weight_kg: z
      .number("required")
      .int("invalid_number")
      .min(1, "positive_number")
      .max(freightRules.maxWeightKg),
    photo_file_ids: z
      .array(z.string().trim().min(1, "required").max(100), "required")
      .min(freightRules.minPickupPhotos, "required")
      .max(freightRules.maxPickupPhotos)
      .refine((ids) => new Set(ids).size === ids.length, "invalid"),
    ...placeFields,
  })
  .superRefine(refinePlace);
export type PickupBody = z.input<typeof pickupBodySchema>;

/** `POST /seller/order-groups/:gid/pickup/dispute`: what the shop says is wrong. */
export const pickupDisputeBodySchema = z.strictObject({
  note: text({ max: freightRules.maxNoteLength, kind: "lines" }),
});

/** The pickup record, as the driver, the shop, the customer and admins see it. */
export const pickupSchema = z.object({
  status: z.enum(pickupStatuses),
  package_count: z.number().int(),
  weight_kg: z.number().int(),
  /** What the load said, to compare. */
  stated_package_count: z.number().int(),
  stated_weight_kg: z.number().int(),
  photo_urls: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  seller_note: z.string().nullable(),
  recorded_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
});
export type Pickup = z.infer<typeof pickupSchema>;

/** A load's needs, as drivers and the shop read them. */
export const loadNeedsFields = {
  temperature: z.enum(temperatureNeeds),
  arrive_by: z.iso.datetime().nullable(),
  fragile: z.boolean(),
  package_count: z.number().int(),
};

/** The needs a seller states on a loading request (and may change, asking for new bids). */
export const loadNeedsBodyFields = {
  temperature: z.enum(temperatureNeeds, "invalid_choice").default("ambient"),
  arrive_by: z.iso.datetime({ offset: true, message: "invalid_date" }).optional(),
  fragile: z.boolean("invalid_choice").default(false),
  package_count: z
    .number("required")
    .int("invalid_number")
    .min(1, "positive_number")
    .max(freightRules.maxPackageCount),
};

export const tripStopKinds = ["pickup", "delivery"] as const;
export type TripStopKind = (typeof tripStopKinds)[number];

/**
 * A stop of the trip a job is part of (decision 038): every pickup, then every delivery, in
 * the order of the way from where the trip starts.
 */
export const tripStopSchema = z.object({
  kind: z.enum(tripStopKinds),
  /** The job (order group) the stop belongs to. */
  job_id: z.number().int(),
  shop_name: z.string(),
  shop_name_en: z.string(),
  /** The city: the shop's for a pickup, the load's destination for a delivery. */
  city: z.object({ id: z.number().int(), title: z.string(), title_en: z.string() }).nullable(),
  /** Straight-line distance from where the trip starts, when both points are known. */
  km_from_start: z.number().int().nullable(),
});
export type TripStop = z.infer<typeof tripStopSchema>;
