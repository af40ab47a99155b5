/*
 * Shipping's fixed lists (ARCHITECTURE §6 "Shipping"), shared by the API, its CHECK
 * constraints and the web pages. The request and response shapes of each endpoint live
 * beside these as the endpoints are built.
 */
import { z } from "zod";
import { pickupSchema } from "./freight";

/**
 * How an order group travels: a driver found through a loading request, or the shop itself
 * (self-loading: its own delivery, or a pickup at the shop).
 */
export const shipmentCarriers = ["driver", "seller"] as const;
export type ShipmentCarrier = (typeof shipmentCarriers)[number];

/**
 * A loading request's life: open to drivers' proposals until the seller accepts one
 * (`accepted`), withdraws it (`cancelled`), or its loading date passes (`expired`).
 */
export const loadingRequestStatuses = ["open", "accepted", "cancelled", "expired"] as const;
export type LoadingRequestStatus = (typeof loadingRequestStatuses)[number];

/**
 * A driver's proposal: `pending` until the seller accepts it or another (`declined`, also
 * when the request is cancelled or expires), the driver takes it back (`withdrawn`), the time
 * the driver gave it passes (`expired`), or the seller changes the load (`stale`: bid again).
 */
export const proposalStatuses = [
  "pending",
  "accepted",
  "declined",
  "withdrawn",
  "expired",
  "stale",
] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

/** A driver's rating of a shipment, 1–5 stars. */
export const ratingStars = { min: 1, max: 5 } as const;

/**
 * How an order travels, on the customer's and the seller's order detail: null until the
 * seller sends a loading request or chooses self-loading (the order's group).
 */
export const shipmentSchema = z.object({
  group_id: z.number().int(),
  carrier: z.enum(shipmentCarriers).nullable(),
  driver: z
    .object({
      name: z.string(),
      vehicle_type: z.object({ id: z.number().int(), title: z.string(), title_en: z.string() }),
      plate: z.string(),
      rating_average: z.number().nullable(),
      rating_count: z.number().int(),
    })
    .nullable(),
  expected_delivery_at: z.iso.datetime().nullable(),
  loaded_at: z.iso.datetime().nullable(),
  /** What the driver recorded at loading (counts, the scale's weight, photos). */
  pickup_record: pickupSchema.nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;
