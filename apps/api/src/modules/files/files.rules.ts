import {
  type FilePurpose,
  type Role,
  uploadRules,
  type ValidationMessageKey,
} from "@kesht/contracts";

export type FileKind = "image" | "pdf" | "video";
/** The role a session acts in; "unregistered" before it has one. */
export type UploaderRole = Role | "unregistered";

interface PurposeRule {
  kind: FileKind;
  maxBytes: number;
  /** The message when the bytes are of another kind, and when there are too many of them. */
  wrongType: ValidationMessageKey;
  tooLarge: ValidationMessageKey;
  /** The roles whose screens upload this purpose; anyone else is refused (403). */
  roles: readonly UploaderRole[];
  /**
   * What one person may store for this purpose in 24 hours (stored bytes: images count their
   * largest rendition). Generous for real use, a wall against filling the disk (429).
   */
  perDay: { files: number; bytes: number };
}

const MB = 1024 * 1024;

const image = {
  kind: "image",
  maxBytes: uploadRules.imageMaxBytes,
  wrongType: "images_only",
  tooLarge: "file_too_large_10mb",
} as const;

/** A shop's own files: uploaded while registering (step 1 makes the session a seller) or editing. */
const shop: readonly UploaderRole[] = ["seller"];
/** A driver's papers: uploaded before the driver registration makes the person a driver. */
const driverPapers: readonly UploaderRole[] = ["unregistered", "customer", "seller", "driver"];
/** Conversations: order chats, support threads and the admins' desk. */
const talkers: readonly UploaderRole[] = ["customer", "seller", "driver", "admin"];

/**
 * What each purpose accepts (SPEC §5, §9): the one table the upload rules live in. A file is
 * kept only once a row refers to it by a foreign key to `files.id`; a new purpose whose files
 * are referenced any other way would lose them to the clean-up job after a day.
 */
export const purposeRules: Record<FilePurpose, PurposeRule> = {
  logo: { ...image, roles: shop, perDay: { files: 20, bytes: 20 * MB } },
  store_image: { ...image, roles: shop, perDay: { files: 30, bytes: 30 * MB } },
  farm_image: { ...image, roles: shop, perDay: { files: 30, bytes: 30 * MB } },
  // Five images a product, sixty products a day.
  product_image: { ...image, roles: shop, perDay: { files: 300, bytes: 300 * MB } },
  driving_licence: { ...image, roles: driverPapers, perDay: { files: 10, bytes: 20 * MB } },
  vehicle_card: { ...image, roles: driverPapers, perDay: { files: 10, bytes: 20 * MB } },
  chat_image: { ...image, roles: talkers, perDay: { files: 100, bytes: 100 * MB } },
  // A carrier's proof of a handover without the code (decision 030): one per order handed over.
  delivery_photo: {
    ...image,
    roles: ["seller", "driver"],
    perDay: { files: 100, bytes: 200 * MB },
  },
  // What a driver found at loading (decision 036): up to four photos a pickup, a few loads a day.
  pickup_photo: { ...image, roles: ["driver"], perDay: { files: 60, bytes: 120 * MB } },
  // Banners show on every visitor's home page: only admins upload their images.
  banner_image: { ...image, roles: ["admin"], perDay: { files: 50, bytes: 100 * MB } },
  // Five photos a review; a day of reviewing a large order or two.
  review_photo: { ...image, roles: ["customer"], perDay: { files: 50, bytes: 100 * MB } },
  // Five photos a return, one open return per order.
  return_photo: { ...image, roles: ["customer"], perDay: { files: 50, bytes: 100 * MB } },
  license: {
    kind: "pdf",
    maxBytes: uploadRules.pdfMaxBytes,
    wrongType: "pdf_only",
    tooLarge: "file_too_large_10mb",
    roles: shop,
    perDay: { files: 10, bytes: 50 * MB },
  },
  farm_video: {
    kind: "video",
    maxBytes: uploadRules.videoMaxBytes,
    wrongType: "video_only",
    tooLarge: "video_too_large",
    roles: shop,
    perDay: { files: 5, bytes: 5 * uploadRules.videoMaxBytes },
  },
};

/** Unattached uploads (referenced by no row) are deleted this long after they were made. */
export const unattachedFileLifetimeMs = 24 * 60 * 60_000;

/** The most any upload may carry; the multipart parser stops reading beyond it. */
export const maxUploadBytes = Math.max(...Object.values(purposeRules).map((rule) => rule.maxBytes));

/**
 * Types as detected from the bytes (file-type), by kind. HEIC/HEIF are let through to sharp,
 * which decides whether it can read them (its prebuilt libvips reads AVIF but not HEVC).
 */
export const acceptedTypes: Record<FileKind, ReadonlySet<string>> = {
  image: new Set([
    "image/jpeg",
    "image/png",
    "image/webp",
    "image/avif",
    "image/heic",
    "image/heif",
  ]),
  pdf: new Set(["application/pdf"]),
  video: new Set(["video/mp4", "video/quicktime"]),
};

export function isVideoTooLong(durationSeconds: number): boolean {
  return durationSeconds > uploadRules.videoMaxSeconds + uploadRules.videoDurationLeewaySeconds;
}
