import { z } from "zod";
import { memberRoles, notificationKinds } from "./conversations";
import { bilingualSchema } from "./envelope";
import { queryNumber } from "./query";

/*
 * The notifications endpoints' shapes (docs/notifications-api.md): a person's list in one role
 * (`GET /customer|seller|driver/notifications`), its unseen count, and marking them seen.
 */

/** Who reads notifications: the same roles that take part in conversations. */
export const notificationRoles = memberRoles;
export type NotificationRole = (typeof notificationRoles)[number];

/** Notification ids are bigserial: anything past a safe integer is refused before the query. */
const maxNotificationId = Number.MAX_SAFE_INTEGER;

export const notificationsQuerySchema = z.strictObject({
  page: queryNumber((n) =>
    n.int("invalid_number").min(1, "positive_number").max(10_000, "invalid_number"),
  ).default(1),
  per_page: queryNumber((n) =>
    n.int("invalid_number").min(1, "positive_number").max(50, "invalid_number"),
  ).default(20),
});

/**
 * `POST …/notifications/seen`: every unseen one (`{}`), or those up to (and including) an id.
 */
export const notificationsSeenBodySchema = z.strictObject({
  up_to_id: z
    .number("invalid_number")
    .int("invalid_number")
    .positive("invalid_number")
    .max(maxNotificationId, "invalid_number")
    .optional(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  /** What the notification says, in both languages (Persian digits in `fa`). */
  text: bilingualSchema,
  /** The web page it is about, a path on the site. */
  link: z.string(),
  seen: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unseenNotificationsSchema = z.object({ unseen_count: z.number().int() });
export type UnseenNotifications = z.infer<typeof unseenNotificationsSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  has_more: z.boolean(),
  unseen_count: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
