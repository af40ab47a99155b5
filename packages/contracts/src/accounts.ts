import { z } from "zod";
import {
  cardNumberSchema,
  ibanSchema,
  mobileSchema,
  nationalCodeSchema,
  shebaSchema,
} from "./identity";
import { id, queryId } from "./ids";
import { queryNumber } from "./query";
import { text, typedString } from "./text";

const personName = text({ max: 80, kind: "name" });

export const customerRegisterBodySchema = z.strictObject({
  name: personName,
  email: typedString().trim().min(1, "required").pipe(z.email("invalid_email")),
  mobile: mobileSchema,
  country_id: id("country_required"),
});
export type CustomerRegisterBody = z.input<typeof customerRegisterBodySchema>;

export const customerUpdateBodySchema = z.strictObject({
  name: personName,
  email: typedString().trim().min(1, "required").pipe(z.email("invalid_email")),
  guild_degree_id: id("invalid_choice").nullable().optional(),
});
export type CustomerUpdateBody = z.input<typeof customerUpdateBodySchema>;

export const guildDegreeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
});

export const customerProfileSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  country_id: z.number().int().nullable(),
  guild_degree_id: z.number().int().nullable(),
  created_at: z.iso.datetime(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** Upload limits (SPEC §5, §9). */
export const uploadRules = {
  maxImages: 5,
  imageMaxBytes: 10 * 1024 * 1024,
  /**
   * 50 megapixels: a phone's largest photo (48 MP, 8064 × 6048) fits, and nothing a page
   * shows needs more (the largest rendition is 1280 px wide). A bigger picture costs seconds
   * of decoding whatever its file size (decision 020).
   */
  imageMaxPixels: 50_000_000,
  pdfMaxBytes: 10 * 1024 * 1024,
  /** 30 seconds of phone video at 720p or a modest 1080p bitrate; 4K belongs elsewhere. */
  videoMaxBytes: 25 * 1024 * 1024,
  videoMaxSeconds: 30,
  /**
   * Containers round durations and phones stop "30 s" clips a few frames late, so a video is
   * refused only above the limit plus this much.
   */
  videoDurationLeewaySeconds: 0.5,
} as const;

export const filePurposes = [
  "logo",
  "store_image",
  "farm_image",
  "license",
  "farm_video",
  "product_image",
  "driving_licence",
  "vehicle_card",
  "chat_image",
  "banner_image",
  /** The handover's photo, when the customer could not give the delivery code. */
  "delivery_photo",
  "review_photo",
  "return_photo",
  /** What a driver found at loading: packages and the scale (issue 29). */
  "pickup_photo",
] as const;
export type FilePurpose = (typeof filePurposes)[number];
export const fileKinds = ["image", "pdf", "video"] as const;

export const storedFileSchema = z.object({
  id: z.string(),
  purpose: z.enum(filePurposes),
  kind: z.enum(fileKinds),
  url: z.string(),
  /** Smaller renditions of an image, by width in pixels. */
  variants: z.record(z.string(), z.string()),
  size: z.number().int(),
  duration_seconds: z.number().nullable(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const storeNameMaxLength = 120;

/** Letters of the Arabic script (Persian included); a Latin name has none of them. */
const arabicScriptLetter = /\p{Script=Arabic}/u;
const latinLetter = /\p{Script=Latin}/u;

/**
 * The shop's name in Latin letters, for English pages. Optional in the body: left out or
 * empty, the API suggests one from the Persian name (as GET /translate-title does).
 */
export const latinStoreNameSchema = z
  .string()
  .trim()
  .max(storeNameMaxLength)
  .refine((name) => name === "" || (latinLetter.test(name) && !arabicScriptLetter.test(name)), {
    message: "latin_letters_only",
  })
  .optional()
  .transform((name) => name || null);

export const sellerStep1BodySchema = z.strictObject({
  store_name: text({ max: storeNameMaxLength, kind: "name" }),
  store_name_en: latinStoreNameSchema,
  manager_full_name: personName,
  national_code: nationalCodeSchema,
  sheba: shebaSchema,
  iban: ibanSchema,
  card_number: cardNumberSchema,
});
export type SellerStep1Body = z.input<typeof sellerStep1BodySchema>;

const fileId = z.string("required").min(1, "required");
const imageIds = z.array(fileId).max(uploadRules.maxImages, "too_many_images");

export const sellerStep2BodySchema = z.strictObject({
  province_id: id(),
  city_id: id(),
  latitude: z.number("location_required").min(-90).max(90),
  longitude: z.number("location_required").min(-180).max(180),
  logo_file_id: fileId,
  store_image_ids: imageIds,
  license_file_id: fileId,
  farm_image_ids: imageIds,
  farm_video_id: fileId.nullable().optional(),
  /** The ALTCHA solution ("I'm not a robot"), checked on the server. */
  altcha: z.string("captcha_required").min(1, "captcha_required"),
});
export type SellerStep2Body = z.input<typeof sellerStep2BodySchema>;

export const sellerReviewStatuses = [
  "draft",
  "pending_review",
  "approved",
  "rejected",
  "suspended",
] as const;
export type SellerReviewStatus = (typeof sellerReviewStatuses)[number];

export const sellerProfileSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  store_name: z.string(),
  /** The name in Latin letters, for English pages. */
  store_name_en: z.string(),
  manager_full_name: z.string(),
  national_code: z.string(),
  sheba: z.string(),
  iban: z.string(),
  card_number: z.string(),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  logo: storedFileSchema.nullable(),
  store_images: z.array(storedFileSchema),
  license: storedFileSchema.nullable(),
  farm_images: z.array(storedFileSchema),
  farm_video: storedFileSchema.nullable(),
  review_status: z.enum(sellerReviewStatuses),
  rejection_reason: z.string().nullable(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export const sellerUpdateBodySchema = sellerStep1BodySchema.extend({
  province_id: id(),
  city_id: id(),
  latitude: z.number("location_required").min(-90).max(90),
  longitude: z.number("location_required").min(-180).max(180),
  logo_file_id: fileId.nullable().optional(),
});
export type SellerUpdateBody = z.input<typeof sellerUpdateBodySchema>;

export const sellerImagesBodySchema = z.strictObject({
  kind: z.enum(["store", "farm"]),
  file_ids: z.array(fileId).min(1, "required").max(uploadRules.maxImages, "too_many_images"),
});
export const sellerImageDeleteBodySchema = z.strictObject({ file_id: fileId });

const reasonRequired: ReadonlySet<string> = new Set(["reject", "suspend"]);

/**
 * An admin approves or rejects one in review, suspends an approved one (its products leave
 * the storefront, a driver takes no loads) or reinstates a suspended one. Rejecting and
 * suspending need a reason the person will read. One body for shops and drivers, as their
 * review is one workflow.
 */
export const reviewDecisionBodySchema = z
  .strictObject({
    decision: z.enum(["approve", "reject", "suspend", "reinstate"], "invalid_choice"),
    reason: text({ max: 500, min: 0, kind: "lines" }).optional(),
  })
  .refine((body) => !reasonRequired.has(body.decision) || Boolean(body.reason), {
    message: "required",
    path: ["reason"],
  });
export const sellerReviewBodySchema = reviewDecisionBodySchema;

/** The `purpose` field of `POST /files`, sent before the file so its limits are known. */
export const filePurposeFieldSchema = z.enum(filePurposes, "invalid_choice");

/**
 * `GET /files/:id/:name`. Only the names recorded for the file are served, so anything else
 * is simply "not found" (a URL is not a form: no field errors).
 */
export const fileParamsSchema = z.object({
  id: z.string().max(128),
  name: z.string().max(128),
});

export const adminSellersPageSize = 50;

export const adminSellersQuerySchema = z.strictObject({
  status: z.enum(sellerReviewStatuses, "invalid_choice").default("pending_review"),
  page: queryNumber((n) => n.int("invalid_number").min(1, "positive_number")).default(1),
});

/** What an admin sees to decide on a shop: the profile, who asked and when. */
export const adminSellerSchema = sellerProfileSchema.extend({
  name: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** The last change by the seller: submission, or an edit that asked for a new review. */
  updated_at: z.iso.datetime(),
  reviewed_at: z.iso.datetime().nullable(),
});
export type AdminSeller = z.infer<typeof adminSellerSchema>;

export const sellerIdParamsSchema = z.object({ id: queryId() });
