import { z } from "zod";
import { toAsciiDigits } from "./digits";
import { placeFields } from "./freight";

/*
 * How a handover is proven (issue 27 item 3, docs/decisions/030-delivery-code.md): the customer
 * gets a short code when the order goes on the way, and the carrier (a driver, or the shop that
 * carries it itself) types it to mark the order delivered. When the customer cannot give it,
 * the carrier says why, from a short list, with a photo of the handover.
 */

export const deliveryCodeRules = {
  /** Digits in a code: enough against guessing with the attempts below, short to read out. */
  length: 5,
  /** Wrong codes before the code locks. */
  maxAttempts: 5,
} as const;

/** Why a carrier could not collect the code. */
export const deliveryNoCodeReasons = [
  "customer_without_code",
  "customer_absent",
  "handed_to_someone_else",
] as const;
export type DeliveryNoCodeReason = (typeof deliveryNoCodeReasons)[number];

export const deliveryProofMethods = ["code", "no_code"] as const;
export type DeliveryProofMethod = (typeof deliveryProofMethods)[number];

/** The code as a person types it: any digits, spaces and dashes ignored. */
export const deliveryCodeSchema = z
  .string("required")
  .transform((input) => toAsciiDigits(input).replace(/[\s-]/g, ""))
  .pipe(z.string().regex(new RegExp(`^\\d{${deliveryCodeRules.length}}$`), "code_invalid"));

/**
 * `POST /driver/jobs/:gid/orders/:oid/delivered` and `POST /seller/orders/:id/delivered`: the
 * customer's code, or the reason it could not be had with a photo of the handover (`POST /files`).
 */
export const deliveredBodySchema = z
  .strictObject({
    code: deliveryCodeSchema.optional(),
    no_code_reason: z.enum(deliveryNoCodeReasons, "invalid_choice").optional(),
    photo_file_id: z.string().trim().min(1, "required").max(100).optional(),
    /** Where the handover happened, when the carrier's device can tell. */
    ...placeFields,
  })
  .superRefine((body, context) => {
    const problems: Record<string, string> = {};
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      problems[body.latitude === undefined ? "latitude" : "longitude"] = "required";
    }
    if (body.code === undefined && body.no_code_reason === undefined) problems.code = "required";
    if (body.code !== undefined && body.no_code_reason !== undefined) {
      problems.no_code_reason = "unknown_field";
    }
    if (body.no_code_reason !== undefined && body.photo_file_id === undefined) {
      problems.photo_file_id = "required";
    }
    for (const [path, message] of Object.entries(problems)) {
      context.addIssue({ code: "custom", path: [path], message });
    }
  });
export type DeliveredBody = z.input<typeof deliveredBodySchema>;

/** How an order's delivery was proven, as the customer's, the shop's and the admin's views show it. */
export const deliveryProofSchema = z.object({
  method: z.enum(deliveryProofMethods),
  /** Set when the code could not be had. */
  no_code_reason: z.enum(deliveryNoCodeReasons).nullable(),
  /** The handover photo's URL, when one was taken. */
  photo_url: z.string().nullable(),
  delivered_at: z.iso.datetime().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;
