import type { OrderSide } from "@kesht/contracts";

/*
 * Where a side's chat lives: the API's rooms and an order's chat (docs/conversations-api.md),
 * and the web pages (SPEC §2).
 */

export function roomsApi(side: OrderSide): string {
  return side === "customer" ? "/customer/chat-rooms" : "/seller/chat-rooms";
}

export function orderChatApi(side: OrderSide, orderId: number): string {
  return `${side === "customer" ? "/customer" : "/seller"}/orders/${orderId}/chat`;
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

/** The rooms query's cache key: a sent or read message names it. */
export function roomsCacheKey(side: OrderSide): string {
  return `chat-rooms-${side}`;
}

/** A new id for a message being written, so a retried send is recognised as the same one. */
export function newClientId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The chat pages that fill the screen (SPEC §2: no tab bar there): the two message threads,
 * and the same thread opened from an order's page.
 */
export function isThreadPath(pathname: string): boolean {
  return /^\/(customer|shop)\/(profile\/messages\/[^/]+|orders\/[^/]+\/chat)$/.test(pathname);
}
