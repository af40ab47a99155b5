import type { Bilingual, ChatMessage } from "@kesht/contracts";

/** A message this page is sending, or failed to send (it stays, with "retry"). */
export interface PendingMessage {
  clientId: string;
  body: string;
  /** Uploaded already: their ids and a small picture of each. */
  images: { id: string; previewUrl: string }[];
  status: "sending" | "failed";
  error: Bilingual | null;
  createdAt: string;
}

/** The thread's messages with `incoming` added: one per id, oldest first. */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** My messages up to `upTo` are seen by the other side now. */
export function withSeenUpTo(messages: readonly ChatMessage[], upTo: number): ChatMessage[] {
  return messages.map((message) =>
    message.mine && !message.seen && message.id <= upTo ? { ...message, seen: true } : message,
  );
}

/** The calendar day of a moment in the marketplace's time zone (for day separators). */
export function dayKey(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Tehran",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
}

/** Items in a thread: a day's separator before its first message. */
export type ThreadItem<T extends { created_at: string }> =
  | { type: "day"; key: string; day: string }
  | { type: "message"; key: string; message: T };

export function withDaySeparators<T extends { created_at: string; key: string }>(
  messages: readonly T[],
): ThreadItem<T>[] {
  const items: ThreadItem<T>[] = [];
  let previous: string | null = null;
  for (const message of messages) {
    const day = dayKey(message.created_at);
    if (day !== previous) items.push({ type: "day", key: `day-${day}`, day });
    previous = day;
    items.push({ type: "message", key: message.key, message });
  }
  return items;
}
