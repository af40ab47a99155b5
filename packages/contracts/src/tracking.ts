import { z } from "zod";
import { bilingualSchema } from "./envelope";
import { queryId } from "./ids";

/*
 * Live driver location (SPEC §1 "driver location on a map"): what the driver's phone sends
 * while its job is in transit, and what the group's seller, its customers and admins read.
 */

/** The rules both the driver's phone and the API follow. */
export const trackingRules = {
  /**
   * The API stores at most one position per group in this window; a sooner one moves the
   * latest to where the driver is now (never refused: it may be the only one for a while).
   */
  minStoredIntervalMs: 5_000,
  /** The phone sends at most this often while the driver stays put… */
  sendEveryMs: 10_000,
  /** …and at once after a move longer than this. */
  significantMoveM: 100,
  /** A trail is the positions since loading, at most this many of the latest. */
  trailLimit: 1_000,
  /** Open live streams one person may hold at once (several tabs, a phone and a laptop). */
  maxStreamsPerUser: 5,
  /** Positions older than this are deleted by the purge job. */
  keepDays: 30,
  /** How often the web map polls when its live stream fails. */
  pollEveryMs: 15_000,
} as const;

const pathId = queryId;

export const orderGroupIdParamsSchema = z.object({ gid: pathId() });
export const trackedOrderIdParamsSchema = z.object({ id: pathId() });

export const driverPositionBodySchema = z.strictObject({
  latitude: z.number("invalid_number").min(-90).max(90),
  longitude: z.number("invalid_number").min(-180).max(180),
  /** The phone's own estimate of its error, in metres. */
  accuracy_m: z
    .number("invalid_number")
    .min(0)
    .max(100_000)
    .transform((value) => Math.round(value))
    .optional(),
});
export type DriverPositionBody = z.input<typeof driverPositionBodySchema>;

export const driverPositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracy_m: z.number().int().nullable(),
  recorded_at: z.iso.datetime(),
});
export type DriverPosition = z.infer<typeof driverPositionSchema>;

export const driverLocationSchema = z.object({
  group_id: z.number().int(),
  /** Whether the driver is on the way (for a customer: with the customer's own order). */
  in_transit: z.boolean(),
  loaded_at: z.iso.datetime().nullable(),
  /** Oldest first: the trail since loading (the latest `trackingRules.trailLimit`). */
  positions: z.array(driverPositionSchema),
  last_position: driverPositionSchema.nullable(),
  last_seen_at: z.iso.datetime().nullable(),
  destination: z.object({
    city_id: z.number().int(),
    city: bilingualSchema,
    province: bilingualSchema,
    /** From a delivery address's map pin, when its customer set one. */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
});
export type DriverLocation = z.infer<typeof driverLocationSchema>;

/** The `position` event of a location stream: one new position of the group's driver. */
export const driverPositionEventSchema = driverPositionSchema.extend({
  group_id: z.number().int(),
});
export type DriverPositionEvent = z.infer<typeof driverPositionEventSchema>;
