import type { MemberRole, OrderSide } from "@kesht/contracts";

/*
 * Where a side's chat lives: the API's rooms and an order's chat (docs/conversations-api.md),
 * and the web pages (SPEC §2).
 */

/**
 * Who reads an order's thread and from where: its customer or its shop from the order, or the
 * driver carrying it from the job (the group) it travels in.
 */
export type ChatSeat =
  | { role: OrderSide; orderId: number }
  | { role: "driver"; groupId: number; orderId: number };

export function roomsApi(role: MemberRole): string {
  return `/${role}/chat-rooms`;
}

export function orderChatApi(seat: ChatSeat): string {
  return seat.role === "driver"
    ? `/driver/jobs/${seat.groupId}/orders/${seat.orderId}/chat`
    : `/${seat.role}/orders/${seat.orderId}/chat`;
}

/** The rooms query's cache key: a sent or read message names it. */
export function roomsCacheKey(role: MemberRole): string {
  return `chat-rooms-${role}`;
}

/** A new id for a message being written, so a retried send is recognised as the same one. */
export function newClientId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
