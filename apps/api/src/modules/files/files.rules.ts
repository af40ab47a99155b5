import { type FilePurpose, uploadRules, type ValidationMessageKey } from "@kesht/contracts";

export type FileKind = "image" | "pdf" | "video";

interface PurposeRule {
  kind: FileKind;
  maxBytes: number;
  /** The message when the bytes are of another kind, and when there are too many of them. */
  wrongType: ValidationMessageKey;
  tooLarge: ValidationMessageKey;
}

const imageRule: PurposeRule = {
  kind: "image",
  maxBytes: uploadRules.imageMaxBytes,
  wrongType: "images_only",
  tooLarge: "file_too_large_10mb",
};

/** What each purpose accepts (SPEC §5, §9): the one table the upload rules live in. */
export const purposeRules: Record<FilePurpose, PurposeRule> = {
  logo: imageRule,
  store_image: imageRule,
  farm_image: imageRule,
  product_image: imageRule,
  driving_licence: imageRule,
  vehicle_card: imageRule,
  chat_image: imageRule,
  banner_image: imageRule,
  license: {
    kind: "pdf",
    maxBytes: uploadRules.pdfMaxBytes,
    wrongType: "pdf_only",
    tooLarge: "file_too_large_10mb",
  },
  farm_video: {
    kind: "video",
    maxBytes: uploadRules.videoMaxBytes,
    wrongType: "video_only",
    tooLarge: "video_too_large",
  },
};

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
