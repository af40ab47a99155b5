import { z } from "zod";
import { storedFileSchema } from "./accounts";
import {
  conversationKinds,
  conversationRules,
  senderRoles,
  supportStatuses,
} from "./conversations";
import { bilingualSchema } from "./envelope";
import { queryId } from "./ids";
import { queryNumber } from "./query";
import { hasRefusedCharacter } from "./text";

/*
 * The request and response shapes of the conversation endpoints (docs/conversations-api.md):
 * an order's chat, the rooms list with unseen counts, and the live stream's events.
 */

const pathId = queryId;

/** A message id (bigserial) in a query string. */
const messageId = () =>
  queryNumber((n) =>
    n.int("invalid_number").positive("invalid_number").max(Number.MAX_SAFE_INTEGER),
  );

/**
 * Whether a text carries a control character a message may not hold: the shared text rule
 * (`hasRefusedCharacter`); carriage returns are folded into newlines first.
 */
export function hasForbiddenControl(text: string): boolean {
  return hasRefusedCharacter(text);
}

/**
 * A message's text: line breaks as `\n`, no other control characters, at most
 * `maxTextLength` characters once trimmed. Empty (after trimming) means "no text".
 */
export const messageTextSchema = z
  .string("invalid")
  .transform((text) => text.replace(/\r\n?/g, "\n").trim())
  .refine((text) => !hasForbiddenControl(text), "control_characters")
  .refine((text) => text.length <= conversationRules.maxTextLength, "message_too_long");

/** The sender's own id for a message, so a retried send finds the first one. */
export const clientMessageIdSchema = z.string("required").regex(/^[A-Za-z0-9_-]{8,64}$/, "invalid");

export const sendMessageBodySchema = z
  .strictObject({
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
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const orderChatParamsSchema = z.object({ id: pathId() });
export const driverOrderChatParamsSchema = z.object({ gid: pathId(), oid: pathId() });

/** A page of a person's rooms, newest activity first (`conversationRules.roomsPerPage` each). */
export const roomsQuerySchema = z.strictObject({
  page: queryNumber((n) =>
    n.int("invalid_number").min(1, "positive_number").max(1000, "invalid_number"),
  ).default(1),
});

export const threadQuerySchema = z.strictObject({
  /** Messages older than this id (the first one the page already shows). */
  before: messageId().optional(),
});

export const markSeenBodySchema = z
  .strictObject({
    /** The newest message the reader has on screen; everything up to it is seen. */
    up_to: z.number("invalid_number").int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .optional();

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  client_id: z.string(),
  sender_role: z.enum(senderRoles),
  /** Written by the reader (in the role they read as). */
  mine: z.boolean(),
  body: z.string().nullable(),
  images: z.array(storedFileSchema),
  created_at: z.iso.datetime(),
  /** Mine: the other side has read it. Theirs: I have. */
  seen: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomSchema = z.object({
  id: z.number().int(),
  kind: z.enum(conversationKinds),
  order_id: z.number().int().nullable(),
  subject: z.string().nullable(),
  status: z.enum(supportStatuses).nullable(),
  /** The other side: a shop's name, a customer's name; null for the admins (and no name). */
  other_party_name: bilingualSchema.nullable(),
  last_message: z
    .object({
      /** The first characters of its text; null for images only. */
      preview: z.string().nullable(),
      image_count: z.number().int(),
      sender_role: z.enum(senderRoles),
      mine: z.boolean(),
      created_at: z.iso.datetime(),
    })
    .nullable(),
  last_message_at: z.iso.datetime().nullable(),
  unseen_message_count: z.number().int(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatRoomsSchema = z.object({
  /** Newest activity first. */
  rooms: z.array(chatRoomSchema),
  /** The sum of every room's unseen messages (the bell's chat part). */
  unseen_total: z.number().int(),
  /** Whether older rooms follow on the next page. */
  has_more: z.boolean(),
});
export type ChatRooms = z.infer<typeof chatRoomsSchema>;

export const chatThreadSchema = z.object({
  room: chatRoomSchema,
  /** Oldest first; at most `conversationRules.pageSize`. */
  messages: z.array(chatMessageSchema),
  /** Whether messages older than the first of this page exist. */
  has_older: z.boolean(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const markSeenResultSchema = z.object({
  last_seen_message_id: z.number().int(),
  unseen_message_count: z.number().int(),
  unseen_total: z.number().int(),
});
export type MarkSeenResult = z.infer<typeof markSeenResultSchema>;

/** The stream's `message` event: a new message in one of the reader's rooms. */
export const chatMessageEventSchema = z.object({
  conversation_id: z.number().int(),
  order_id: z.number().int().nullable(),
  message: chatMessageSchema,
  unseen_message_count: z.number().int(),
  unseen_total: z.number().int(),
});
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;

/** The stream's `seen` event: someone read a room (the other side: ticks; the reader: counts). */
export const chatSeenEventSchema = z.object({
  conversation_id: z.number().int(),
  order_id: z.number().int().nullable(),
  /** The other side has read everything up to this message id. */
  other_seen_up_to: z.number().int(),
  unseen_message_count: z.number().int(),
  unseen_total: z.number().int(),
});
export type ChatSeenEvent = z.infer<typeof chatSeenEventSchema>;

/** The stream's first event, and the counts' shape. */
export const chatCountsEventSchema = z.object({ unseen_total: z.number().int() });
export type ChatCountsEvent = z.infer<typeof chatCountsEventSchema>;

/** The live stream's limits. */
export const chatStreamRules = {
  /** Open streams one person may hold at once (several tabs, a phone and a laptop). */
  maxStreamsPerUser: 5,
  /** A comment this often keeps proxies and phones from closing an idle stream. */
  heartbeatMs: 15_000,
} as const;
