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

/** The role's messages page, where the bell goes. */
export function messagesPage(side: OrderSide): string {
  return side === "customer" ? "/customer/profile/messages" : "/shop/profile/messages";
}

/** An order's thread page, as the rooms list links to it. */
export function threadPage(side: OrderSide, orderId: number): string {
  return `${messagesPage(side)}/${orderId}`;
}

/** The "Chat" link of an order's page. */
export function orderChatPage(side: OrderSide, orderId: number): string {
  return `${side === "customer" ? "/customer" : "/shop"}/orders/${orderId}/chat`;
}

/** The "Chat" link of an order on a driver's job page. */
export function driverChatPage(groupId: number, orderId: number): string {
  return `/driver/jobs/${groupId}/orders/${orderId}/chat`;
}

/** Where a thread's back button goes when there is no history to go back to. */
export function threadFallbackPage(seat: ChatSeat): string {
  return seat.role === "driver" ? `/driver/jobs/${seat.groupId}` : messagesPage(seat.role);
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

/**
 * The chat pages that fill the screen (SPEC §2: no tab bar there): the two message threads,
 * the same thread opened from an order's page, and a driver's thread from a job.
 */
export function isThreadPath(pathname: string): boolean {
  return (
    /^\/(customer|shop)\/(profile\/messages\/[^/]+|orders\/[^/]+\/chat)$/.test(pathname) ||
    /^\/driver\/jobs\/[^/]+\/orders\/[^/]+\/chat$/.test(pathname)
  );
}
