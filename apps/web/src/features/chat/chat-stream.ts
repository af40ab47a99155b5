"use client";

import type { ChatMessageEvent, ChatSeenEvent, MemberRole } from "@kesht/contracts";
import { apiBaseUrl } from "@/lib/api/api-base-url";
import { roomsApi } from "./chat-paths";

export type ChatStreamEvent =
  | { type: "counts"; unseen_total: number }
  | ({ type: "message" } & ChatMessageEvent)
  | ({ type: "seen" } & ChatSeenEvent);

type Listener = (event: ChatStreamEvent) => void;

/** After the stream failed, how long before it is tried again (polling covers the gap). */
const retryMs = 30_000;

interface Channel {
  source: EventSource | null;
  listeners: Set<Listener>;
  retry: number | null;
}

const channels = new Map<MemberRole, Channel>();

function open(role: MemberRole, channel: Channel) {
  if (typeof EventSource === "undefined") return;
  const source = new EventSource(`${apiBaseUrl()}${roomsApi(role)}/stream`);
  channel.source = source;
  const forward = (type: ChatStreamEvent["type"]) => (event: Event) => {
    const data = JSON.parse((event as MessageEvent<string>).data) as object;
    for (const listener of channel.listeners) listener({ type, ...data } as ChatStreamEvent);
  };
  source.addEventListener("counts", forward("counts"));
  source.addEventListener("message", forward("message"));
  source.addEventListener("seen", forward("seen"));
  // The browser would retry at once and forever; polling carries on, the stream comes back later.
  source.onerror = () => {
    source.close();
    channel.source = null;
    channel.retry = window.setTimeout(() => {
      channel.retry = null;
      if (channel.listeners.size > 0) open(role, channel);
    }, retryMs);
  };
}

/**
 * Listens to the person's conversations live (one stream per role for the whole page,
 * however many parts of it listen); returns the way to stop listening.
 */
export function listenToChat(role: MemberRole, listener: Listener): () => void {
  let channel = channels.get(role);
  if (!channel) {
    channel = { source: null, listeners: new Set(), retry: null };
    channels.set(role, channel);
  }
  channel.listeners.add(listener);
  if (!channel.source && channel.retry === null) open(role, channel);
  const current = channel;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.source?.close();
    current.source = null;
    if (current.retry !== null) window.clearTimeout(current.retry);
    current.retry = null;
    channels.delete(role);
  };
}
