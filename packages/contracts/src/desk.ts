import { z } from "zod";
import { pageOf } from "./catalog";
import { conversationRules, reportReasons, reportStatuses, reportSubjects } from "./conversations";
import { queryNumber } from "./query";

/*
 * The admins' desk (issue 12 items 3 and 4): reports of a product, a shop, an order or a
 * chat message, and the admins' answers. Request and response shapes for the API and the
 * web forms.
 */

/** Ids are int4 in the database: a larger one is refused here, never sent to a query. */
const maxId = 2_147_483_647;
const pathId = () =>
  queryNumber((n) =>
    n.int("invalid_number").positive("invalid_number").max(maxId, "invalid_number"),
  );
const pageQuery = queryNumber((n) => n.int("invalid_number").min(1, "positive_number")).default(1);
const perPageQuery = queryNumber((n) =>
  n.int("invalid_number").min(1, "positive_number").max(50),
).default(20);

/**
 * Control characters other than line breaks and tabs have no place in text people write to
 * each other; they hide or reorder what an admin reads. (Zero-width joiners, which Persian
 * needs, are format characters, not control characters, and pass.)
 */
const controlCharacters = /(?![\t\n\r])\p{Cc}/u;

/** Text a person writes: trimmed, not empty, at most `max` characters, no control characters. */
export function writtenText(max: number) {
  return z
    .string("required")
    .trim()
    .min(1, "required")
    .max(max)
    .refine((text) => !controlCharacters.test(text), "control_characters");
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
