import { z } from "zod";
import { memberRoles, notificationKinds } from "./conversations";

/*
 * Reaching people outside the app (issue 27): the channels a notification may also take, a
 * person's choices per kind and channel, Web Push subscriptions, and the admins' view of
 * deliveries that failed. The bell (in-app) is always on; these are the channels beside it.
 */

export const outboundChannels = ["sms", "push", "email"] as const;
export type OutboundChannel = (typeof outboundChannels)[number];

/** Who may be reached: the members, and the admins for the queues that wait for them. */
export const recipientRoles = [...memberRoles, "admin"] as const;
export type RecipientRole = (typeof recipientRoles)[number];

export const deliveryStatuses = ["pending", "sent", "dead"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** No SMS between these hours, Tehran time: a text written then waits until morning. */
export const smsQuietHours = { from: 22, until: 8 } as const;

/** One kind's choice per channel, as the settings screen shows and saves it. */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(notificationKinds),
  channels: z.object({ sms: z.boolean(), push: z.boolean(), email: z.boolean() }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  /** The kinds this role can receive, each with what is on now (defaults or the person's). */
  kinds: z.array(notificationPreferenceSchema),
  /** The language texts outside the app are written in. */
  language: z.enum(["en", "fa"]),
  /** SMS stopped altogether (the one-tap link in every text, or this screen). */
  sms_stopped: z.boolean(),
  has_email: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `PUT …/notification-preferences`: the kinds to change, the language, SMS on or off. */
export const notificationPreferencesBodySchema = z.strictObject({
  kinds: z
    .array(
      z.strictObject({
        kind: z.enum(notificationKinds, "invalid_choice"),
        channels: z.strictObject({
          sms: z.boolean("invalid_choice").optional(),
          push: z.boolean("invalid_choice").optional(),
          email: z.boolean("invalid_choice").optional(),
        }),
      }),
    )
    .max(notificationKinds.length, "invalid")
    .default([]),
  language: z.enum(["en", "fa"], "invalid_choice").optional(),
  sms_stopped: z.boolean("invalid_choice").optional(),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;

/** `POST /sms/stop`: the signed token of the link in a text. */
export const smsStopBodySchema = z.strictObject({
  token: z.string("required").min(1, "required").max(200, "invalid"),
});

const pushKey = z
  .string("required")
  .min(1, "required")
  .max(200, "invalid")
  .regex(/^[A-Za-z0-9_-]+=*$/, "invalid");

/** `PUT /me/push-subscription`: what the browser's PushManager.subscribe() gave. */
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: z.url({ protocol: /^https$/, error: "link_invalid" }).max(2048, "invalid"),
  keys: z.object({ p256dh: pushKey, auth: pushKey }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** `DELETE /me/push-subscription`. */
export const pushUnsubscribeBodySchema = z.strictObject({
  endpoint: z.string("required").min(1, "required").max(2048, "invalid"),
});

/** `GET /push/public-key`: null when Web Push is off. */
export const pushPublicKeySchema = z.object({ public_key: z.string().nullable() });

/** A delivery as the admins see it. */
export const adminDeliverySchema = z.object({
  id: z.number().int(),
  notification_id: z.number().int(),
  kind: z.enum(notificationKinds),
  channel: z.enum(outboundChannels),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  user_id: z.number().int(),
  role: z.enum(recipientRoles),
  mobile: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

export const adminDeliveriesQuerySchema = z.strictObject({
  status: z.enum(["dead", "failing"], "invalid_choice").default("dead"),
});

export const deliveryIdParamsSchema = z.strictObject({
  id: z.coerce.number("invalid_number").int("invalid_number").positive("invalid_number"),
});
