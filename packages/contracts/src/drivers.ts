import { z } from "zod";
import { reviewDecisionBodySchema, storedFileSchema } from "./accounts";
import { toAsciiDigits } from "./digits";
import { mobileSchema, nationalCodeSchema, shebaSchema } from "./identity";
import { id, queryId } from "./ids";
import { queryNumber } from "./query";
import { text } from "./text";

/**
 * Letters a private or public Iranian plate may carry (الف is written as a word). Arabic
 * forms of ک and ی, which keyboards often produce, are read as the Persian ones.
 */
export const plateLetters = [
  "الف",
  "ب",
  "پ",
  "ت",
  "ث",
  "ج",
  "د",
  "ز",
  "ژ",
  "س",
  "ش",
  "ص",
  "ط",
  "ع",
  "ف",
  "ق",
  "ک",
  "گ",
  "ل",
  "م",
  "ن",
  "و",
  "ه",
  "ی",
] as const;

/** An Iranian plate in its parts, as it reads: `12 ب 345 | ایران 67`. */
export interface PlateParts {
  /** Two digits, 10–99. */
  first: string;
  letter: (typeof plateLetters)[number];
  /** Three digits, 100–999. */
  middle: string;
  /** The two-digit region (provincial) code, 10–99. */
  region: string;
}

const platePattern = new RegExp(`^([1-9]\\d)(${plateLetters.join("|")})([1-9]\\d{2})([1-9]\\d)$`);

/**
 * Reads a plate however it is typed (any digits, spaces, dashes, the word "ایران" or "IR"
 * before the region code) into its parts; null when it is not a plate.
 */
export function parsePlate(input: string): PlateParts | null {
  const compact = toAsciiDigits(input)
    .replace(/ك/g, "ک")
    .replace(/[يى]/g, "ی")
    .replace(/ایران|iran|ir/gi, "")
    .replace(/[\s\-_|.()]/g, "");
  const match = platePattern.exec(compact);
  if (!match) return null;
  const [, first, letter, middle, region] = match;
  return {
    first: first as string,
    letter: letter as PlateParts["letter"],
    middle: middle as string,
    region: region as string,
  };
}

/** The one stored form of a plate: `12ب345-67`. */
export function plateToString(parts: PlateParts): string {
  return `${parts.first}${parts.letter}${parts.middle}-${parts.region}`;
}

export const plateSchema = z
  .string("required")
  .trim()
  .min(1, "required")
  .transform((value, context) => {
    const parts = parsePlate(value);
    if (parts) return plateToString(parts);
    context.addIssue({ code: "custom", message: "plate_invalid" });
    return z.NEVER;
  });

/** What a truck may carry, in kilograms: more than a heavy truck's load is a typo. */
export const driverCapacityRules = { minKg: 1, maxKg: 40_000 } as const;

export const vehicleTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

const personName = text({ max: 80, kind: "name" });
const fileId = z.string("required").min(1, "required");

/**
 * `POST /driver/register` and `POST /driver/update`: one form with everything an admin checks.
 * The mobile is the number the person signed in with (a payout account and a phone the
 * shops call must belong to the same person).
 */
export const driverRegisterBodySchema = z.strictObject({
  name: personName,
  national_code: nationalCodeSchema,
  mobile: mobileSchema,
  vehicle_type_id: id("invalid_choice"),
  plate: plateSchema,
  capacity_kg: z
    .number("invalid_number")
    .int("invalid_number")
    .min(driverCapacityRules.minKg, "positive_number")
    .max(driverCapacityRules.maxKg, "capacity_too_large"),
  driving_licence_file_id: fileId,
  vehicle_card_file_id: fileId,
  sheba: shebaSchema,
  province_id: id(),
  city_id: id(),
  served_province_ids: z.array(id("invalid_choice")).min(1, "served_provinces_required").max(40),
});
export type DriverRegisterBody = z.input<typeof driverRegisterBodySchema>;

/**
 * A driver's review: an admin approves the registration, or rejects it with a reason the
 * driver reads, fixes and sends again.
 */
export const driverReviewStatuses = [
  "pending_review",
  "approved",
  "rejected",
  "suspended",
] as const;
export type DriverReviewStatus = (typeof driverReviewStatuses)[number];

export const driverProfileSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  national_code: z.string(),
  vehicle_type: vehicleTypeSchema,
  /** The stored form, `12ب345-67`; `parsePlate` gives its parts for display. */
  plate: z.string(),
  capacity_kg: z.number().int(),
  driving_licence: storedFileSchema.nullable(),
  vehicle_card: storedFileSchema.nullable(),
  sheba: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  served_province_ids: z.array(z.number().int()),
  review_status: z.enum(driverReviewStatuses),
  rejection_reason: z.string().nullable(),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

/** The admin's decision on a driver: the same body as a shop's (accounts.ts). */
export const driverReviewBodySchema = reviewDecisionBodySchema;
export type DriverReviewBody = z.input<typeof driverReviewBodySchema>;

export const adminDriversPageSize = 50;

export const adminDriversQuerySchema = z.strictObject({
  status: z.enum(driverReviewStatuses, "invalid_choice").default("pending_review"),
  page: queryNumber((n) => n.int("invalid_number").min(1, "positive_number")).default(1),
});

/** What an admin sees to decide on a driver: the profile and when it changed. */
export const adminDriverSchema = driverProfileSchema.extend({
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  reviewed_at: z.iso.datetime().nullable(),
});
export type AdminDriver = z.infer<typeof adminDriverSchema>;

export const driverIdParamsSchema = z.object({ id: queryId() });
