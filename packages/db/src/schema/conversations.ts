import {
  broadcastAudiences,
  conversationKinds,
  conversationRules,
  memberRoles,
  notificationKinds,
  recipientRoles,
  reportReasons,
  reportStatuses,
  reportSubjects,
  senderRoles,
  supportStatuses,
} from "@kesht/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { checkList } from "./check-list";
import { files } from "./files";
import { provinces } from "./geo";
import { orders } from "./orders";
import { sellers } from "./sellers";

/**
 * A conversation (issue 12): an order's chat between its customer and its seller (the
 * driver carrying it may join), a shop's thread with the admins, or a support thread a
 * customer or a shop opened. The admins are one side, "the admins", whose reading is marked
 * on the conversation itself; everyone else is a member.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    /** The order of an order's chat; one chat per order. */
    orderId: integer("order_id").references(() => orders.id),
    /** The shop of an admin thread; one thread per shop. */
    sellerId: integer("seller_id").references(() => sellers.userId),
    /** A support thread's subject and status. */
    subject: text("subject"),
    status: text("status").$type<(typeof supportStatuses)[number]>(),
    /** The last message the admins have read (admin and support threads). */
    staffLastSeenMessageId: bigint("staff_last_seen_message_id", { mode: "number" })
      .notNull()
      .default(0),
    lastMessageId: bigint("last_message_id", { mode: "number" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("conversations_kind_check", sql`${table.kind} in (${checkList(conversationKinds)})`),
    check(
      "conversations_order_check",
      sql`(${table.kind} = 'order') = (${table.orderId} is not null)`,
    ),
    check(
      "conversations_seller_check",
      sql`(${table.kind} = 'admin') = (${table.sellerId} is not null)`,
    ),
    check(
      "conversations_support_check",
      sql`(${table.kind} = 'support') = (${table.subject} is not null and ${table.status} is not null)`,
    ),
    check("conversations_status_check", sql`${table.status} in (${checkList(supportStatuses)})`),
    uniqueIndex("conversations_order_unique").on(table.orderId),
    uniqueIndex("conversations_seller_unique").on(table.sellerId),
    index("conversations_kind_activity_idx").on(table.kind, table.lastMessageAt.desc()),
  ],
);

/**
 * Who takes part, in which role, and the last message they have read: their unseen count
 * is the others' messages after it.
 */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    role: text("role").notNull(),
    lastSeenMessageId: bigint("last_seen_message_id", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.role] }),
    check("conversation_members_role_check", sql`${table.role} in (${checkList(memberRoles)})`),
    index("conversation_members_user_idx").on(table.userId, table.role),
  ],
);

/** An admin message to one shop, every shop or a province's shops, copied into each thread. */
export const adminBroadcasts = pgTable(
  "admin_broadcasts",
  {
    id: serial("id").primaryKey(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    audience: text("audience").notNull(),
    sellerId: integer("seller_id").references(() => sellers.userId),
    provinceId: integer("province_id").references(() => provinces.id),
    body: text("body").notNull(),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "admin_broadcasts_audience_check",
      sql`${table.audience} in (${checkList(broadcastAudiences)})`,
    ),
    check(
      "admin_broadcasts_target_check",
      sql`(${table.audience} = 'shop') = (${table.sellerId} is not null) and (${table.audience} = 'province') = (${table.provinceId} is not null)`,
    ),
  ],
);

/**
 * A message. `client_id` is the sender's own id for it, so a send retried after a lost
 * answer finds the first one instead of making a second.
 */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id),
    senderRole: text("sender_role").notNull(),
    clientId: text("client_id").notNull(),
    body: text("body"),
    broadcastId: integer("broadcast_id").references(() => adminBroadcasts.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "conversation_messages_sender_role_check",
      sql`${table.senderRole} in (${checkList(senderRoles)})`,
    ),
    check(
      "conversation_messages_body_check",
      sql`char_length(${table.body}) between 1 and ${sql.raw(String(conversationRules.maxTextLength))}`,
    ),
    uniqueIndex("conversation_messages_client_unique").on(
      table.conversationId,
      table.senderId,
      table.clientId,
    ),
    index("conversation_messages_thread_idx").on(table.conversationId, table.id),
  ],
);

/** A message's images, in the order they were chosen. */
export const conversationMessageImages = pgTable(
  "conversation_message_images",
  {
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => conversationMessages.id),
    fileId: text("file_id")
      .notNull()
      .references(() => files.id),
    position: smallint("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.position] }),
    check(
      "conversation_message_images_position_check",
      sql`${table.position} between 0 and ${sql.raw(String(conversationRules.maxImages - 1))}`,
    ),
  ],
);

/** People an admin stopped from sending messages (abuse); reading stays open to them. */
export const conversationBlocks = pgTable("conversation_blocks", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  blockedBy: integer("blocked_by")
    .notNull()
    .references(() => users.id),
  reason: text("reason").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A report of a product, a shop, an order or a chat message, and the admins' answer. */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id),
    reporterRole: text("reporter_role").notNull(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: bigint("subject_id", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    body: text("body").notNull(),
    status: text("status").$type<(typeof reportStatuses)[number]>().notNull().default("open"),
    answer: text("answer"),
    answeredBy: integer("answered_by").references(() => users.id),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("reports_reporter_role_check", sql`${table.reporterRole} in ('customer', 'seller')`),
    check("reports_subject_check", sql`${table.subjectKind} in (${checkList(reportSubjects)})`),
    check("reports_reason_check", sql`${table.reason} in (${checkList(reportReasons)})`),
    check("reports_status_check", sql`${table.status} in (${checkList(reportStatuses)})`),
    check(
      "reports_body_check",
      sql`char_length(${table.body}) between 1 and ${sql.raw(String(conversationRules.maxReportLength))}`,
    ),
    index("reports_reporter_idx").on(table.reporterId, table.createdAt.desc()),
    index("reports_status_idx").on(table.status, table.createdAt.desc()),
  ],
);

/**
 * Something that happened which someone should hear of, in the bell of the role it concerns.
 * Its text is built in the reader's language when read, from `kind` and `subject_id`.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    role: text("role").notNull(),
    kind: text("kind").notNull(),
    subjectId: bigint("subject_id", { mode: "number" }),
    /** What the text needs beyond the subject (a reason, an amount), as the API wrote it. */
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("notifications_role_check", sql`${table.role} in (${checkList(recipientRoles)})`),
    check("notifications_kind_check", sql`${table.kind} in (${checkList(notificationKinds)})`),
    index("notifications_reader_idx").on(table.userId, table.role, table.id.desc()),
    index("notifications_unseen_idx")
      .on(table.userId, table.role)
      .where(sql`${table.seenAt} is null`),
  ],
);
