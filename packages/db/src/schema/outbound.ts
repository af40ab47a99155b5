import {
  deliveryStatuses,
  notificationKinds,
  outboundChannels,
  recipientRoles,
} from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { checkList } from "./check-list";
import { notifications } from "./conversations";

/*
 * Reaching people outside the app (issue 27). The notifications module owns these tables:
 * a notification's deliveries by SMS, push and e-mail, a person's choices, their Web Push
 * subscriptions and the development outboxes of the e-mail and push providers.
 */

/**
 * One notification on one outbound channel. Written with the notification, in its event's
 * transaction; sent later by the `send_notifications` job (claimed with SKIP LOCKED, its
 * lease in `locked_until`), retried with backoff, and `dead` after its last try.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    notificationId: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    channel: text("channel").$type<(typeof outboundChannels)[number]>().notNull(),
    status: text("status").$type<(typeof deliveryStatuses)[number]>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("notification_deliveries_once").on(table.notificationId, table.channel),
    check(
      "notification_deliveries_channel_check",
      sql`${table.channel} in (${checkList(outboundChannels)})`,
    ),
    check(
      "notification_deliveries_status_check",
      sql`${table.status} in (${checkList(deliveryStatuses)})`,
    ),
    index("notification_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index("notification_deliveries_status_idx").on(table.status, table.updatedAt.desc()),
  ],
);

/** A person's choices that differ from the defaults in code: one row per role, kind and channel. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role, table.kind, table.channel] }),
    check(
      "notification_preferences_role_check",
      sql`${table.role} in (${checkList(recipientRoles)})`,
    ),
    check(
      "notification_preferences_kind_check",
      sql`${table.kind} in (${checkList(notificationKinds)})`,
    ),
    check(
      "notification_preferences_channel_check",
      sql`${table.channel} in (${checkList(outboundChannels)})`,
    ),
  ],
);

/** Per person: the language of their texts, and whether they stopped SMS altogether. */
export const contactSettings = pgTable("contact_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  language: text("language").$type<"en" | "fa">(),
  smsStoppedAt: timestamp("sms_stopped_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A browser that accepted Web Push for a person in one role. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("push_subscriptions_role_check", sql`${table.role} in (${checkList(recipientRoles)})`),
    index("push_subscriptions_user_idx").on(table.userId, table.role),
  ],
);

/** Which loads a driver has been told of, so each digest names only newer ones. */
export const driverLoadDigests = pgTable("driver_load_digests", {
  driverId: integer("driver_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastRequestId: integer("last_request_id").notNull(),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
});

/** E-mails the development outbox provider would have sent; never written in production. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_outbox_to_idx").on(table.to, table.createdAt.desc())],
);

/** Pushes the development outbox provider would have sent; never written in production. */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpoint: text("endpoint").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("push_outbox_endpoint_idx").on(table.endpoint, table.createdAt.desc())],
);
