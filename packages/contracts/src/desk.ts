import { z } from "zod";
import { pageOf } from "./catalog";
import {
  broadcastAudiences,
  conversationRules,
  reportReasons,
  reportStatuses,
  reportSubjects,
  supportStatuses,
} from "./conversations";
import {
  chatRoomSchema,
  clientMessageIdSchema,
  hasForbiddenControl,
  messageTextSchema,
} from "./conversations-api";
import { maxId, queryId } from "./ids";
import { queryNumber } from "./query";

/*
 * The admins' desk (issue 12 items 3 and 4): reports of a product, a shop, an order or a
 * chat message, and the admins' answers. Request and response shapes for the API and the
 * web forms.
 */

const pathId = queryId;
const pageQuery = queryNumber((n) => n.int("invalid_number").min(1, "positive_number")).default(1);
const perPageQuery = queryNumber((n) =>
  n.int("invalid_number").min(1, "positive_number").max(50),
).default(20);

/**
 * Text a person writes: line breaks as `\n`, trimmed, not empty, at most `max` characters,
 * no control characters but tab and newline (the conversations' rule, `hasForbiddenControl`).
 */
export function writtenText(max: number) {
  return z
    .string("required")
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, "required")
        .max(max)
        .refine((text) => !hasForbiddenControl(text), "control_characters"),
    );
}

export const reportIdParamsSchema = z.object({ id: pathId() });

/** `POST /customer/report-message` and `/seller/report-message`. */
export const reportBodySchema = z.strictObject({
  subject_kind: z.enum(reportSubjects, "invalid_choice"),
  subject_id: z
    .number("required")
    .int("invalid_number")
    .positive("invalid_number")
    .max(maxId, "invalid_number"),
  reason: z.enum(reportReasons, "invalid_choice"),
  text: writtenText(conversationRules.maxReportLength),
});
export type ReportBody = z.input<typeof reportBodySchema>;

/** `GET /customer/report-message` and `/seller/report-message`: one's own reports. */
export const ownReportsQuerySchema = z.strictObject({ page: pageQuery, per_page: perPageQuery });

/** `GET /admin/reports`: newest first, optionally by status and by what they name. */
export const adminReportsQuerySchema = z.strictObject({
  status: z.enum(reportStatuses, "invalid_choice").optional(),
  subject_kind: z.enum(reportSubjects, "invalid_choice").optional(),
  page: pageQuery,
  per_page: perPageQuery,
});

/** `POST /admin/reports/:id/answer`: what the admins tell the reporter. */
export const reportAnswerBodySchema = z.strictObject({
  text: writtenText(conversationRules.maxReportLength),
});

/**
 * What a report names, as it reads now: a product's or shop's name in both languages, an
 * order's number, a chat message's text. `order_id` is the order an order or a chat
 * message belongs to (for links); `null` when the subject has gone.
 */
export const reportSubjectSchema = z.object({
  kind: z.enum(reportSubjects),
  id: z.number().int(),
  title: z.string().nullable(),
  title_en: z.string().nullable(),
  order_id: z.number().int().nullable(),
  /** For a review: whether an admins' hide keeps it out of view; null for other subjects. */
  hidden: z.boolean().nullable(),
});

/** A report as its reporter sees it: what they said and what the admins answered. */
export const reportSchema = z.object({
  id: z.number().int(),
  subject: reportSubjectSchema,
  reason: z.enum(reportReasons),
  text: z.string(),
  status: z.enum(reportStatuses),
  answer: z.string().nullable(),
  answered_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportPageSchema = pageOf(reportSchema);

/** A report as an admin sees it: who reported it too. */
export const adminReportSchema = reportSchema.extend({
  reporter: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    role: z.enum(["customer", "seller"]),
  }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportPageSchema = pageOf(adminReportSchema);

/*
 * Support threads and admin messages. Their messages live in the conversation tables (the
 * conversations module's); these are the desk's own request shapes around them.
 */

/** A support thread or a shop's thread with the admins, by its conversation id. */
export const threadIdParamsSchema = z.object({ id: pathId() });

/** `POST /customer/support-messages` and `/seller/support-messages`: a new thread. */
export const supportOpenBodySchema = z
  .strictObject({
    subject: writtenText(conversationRules.maxSubjectLength),
    client_id: clientMessageIdSchema,
    body: messageTextSchema.optional(),
    image_ids: z
      .array(z.string("invalid").min(1).max(128), "invalid")
      .max(conversationRules.maxImages, "too_many_images")
      .optional(),
  })
  .refine((body) => (body.body ?? "").length > 0 || (body.image_ids ?? []).length > 0, {
    message: "message_empty",
    path: ["body"],
  });
export type SupportOpenBody = z.input<typeof supportOpenBodySchema>;

/** `GET /admin/support`: threads by status, newest activity first. */
export const adminSupportQuerySchema = z.strictObject({
  status: z.enum(supportStatuses, "invalid_choice").optional(),
  page: pageQuery,
  per_page: perPageQuery,
});

/** `GET /admin/admin-threads`: shops' threads with the admins, newest activity first. */
export const adminThreadsQuerySchema = z.strictObject({
  /** Only threads with messages the admins have not read. */
  unseen: z.enum(["true", "false"], "invalid_choice").optional(),
  page: pageQuery,
  per_page: perPageQuery,
});

/** `POST /admin/messages`: to one shop, to every approved shop, or to a province's shops. */
export const adminMessageBodySchema = z
  .strictObject({
    audience: z.enum(broadcastAudiences, "invalid_choice"),
    seller_id: z
      .number("invalid_number")
      .int("invalid_number")
      .positive("invalid_number")
      .max(maxId, "invalid_number")
      .optional(),
    province_id: z
      .number("invalid_number")
      .int("invalid_number")
      .positive("invalid_number")
      .max(maxId, "invalid_number")
      .optional(),
    text: writtenText(conversationRules.maxTextLength),
  })
  .superRefine((body, context) => {
    if (body.audience === "shop" && body.seller_id === undefined) {
      context.addIssue({ code: "custom", message: "required", path: ["seller_id"] });
    }
    if (body.audience !== "shop" && body.seller_id !== undefined) {
      context.addIssue({ code: "custom", message: "unknown_field", path: ["seller_id"] });
    }
    if (body.audience === "province" && body.province_id === undefined) {
      context.addIssue({ code: "custom", message: "required", path: ["province_id"] });
    }
    if (body.audience !== "province" && body.province_id !== undefined) {
      context.addIssue({ code: "custom", message: "unknown_field", path: ["province_id"] });
    }
  });
export type AdminMessageBody = z.input<typeof adminMessageBodySchema>;

export const broadcastSchema = z.object({
  id: z.number().int(),
  audience: z.enum(broadcastAudiences),
  seller_id: z.number().int().nullable(),
  province_id: z.number().int().nullable(),
  body: z.string(),
  recipient_count: z.number().int(),
  created_at: z.iso.datetime(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
export const broadcastPageSchema = pageOf(broadcastSchema);
export const broadcastsQuerySchema = z.strictObject({ page: pageQuery, per_page: perPageQuery });

/** A page of conversations as the admins see them (support threads or shops' threads). */
export const staffRoomPageSchema = pageOf(chatRoomSchema);

/** `POST /admin/reports/:id/block-sender` and `/admin/support/:id/block`: why. */
export const blockBodySchema = z.strictObject({
  reason: writtenText(500),
});

/** Who was stopped from sending, and why. */
export const blockSchema = z.object({
  user_id: z.number().int(),
  reason: z.string(),
});
