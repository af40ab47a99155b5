"use client";

import {
  type Bilingual,
  type ChatMessage,
  type ChatRoom,
  type ChatThread,
  conversationRules,
  type MarkSeenResult,
} from "@kesht/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { getQueryClient } from "@/lib/api/query-client";
import { RequestError } from "@/lib/api/request-error";
import { useAppStore } from "@/lib/state/app-store";
import { type ChatSeat, newClientId, orderChatApi } from "./chat-paths";
import { listenToChat } from "./chat-stream";
import { mergeMessages, type PendingMessage, withSeenUpTo } from "./thread-state";
import { roomsQueryKey } from "./use-chat-rooms";

export type ThreadStatus = "loading" | "ready" | "not_found" | "unpaid" | "failed";

const sendFailedText: Bilingual = {
  en: "The message could not be sent.",
  fa: "پیام فرستاده نشد.",
};

function failureText(error: unknown): Bilingual {
  if (error instanceof RequestError) {
    const messages = error.failure.envelope?.messages;
    if (messages?.en) return messages;
  }
  return sendFailedText;
}

/**
 * An order's chat from one seat: the newest page, older pages on demand, sends that survive a
 * failure (retry with the same client id, so nothing is sent twice), live messages and ticks
 * from the stream, a poll as the fallback, and the thread marked read while it is open.
 */
export function useChatThread(seat: ChatSeat) {
  const queryClient = getQueryClient();
  const api = orderChatApi(seat);
  const role = seat.role;
  const [status, setStatus] = useState<ThreadStatus>("loading");
  const [room, setRoom] = useState<ChatRoom | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const roomId = useRef<number | null>(null);

  const markSeen = useCallback(async () => {
    try {
      const result = await fetchEnvelope<MarkSeenResult>({
        method: "POST",
        path: `${api}/seen`,
        payload: {},
      });
      useAppStore.getState().setMessageCount(result.data.unseen_total);
      void queryClient.invalidateQueries({ queryKey: roomsQueryKey(role) });
    } catch {
      // The next open or poll marks it again.
    }
  }, [api, role, queryClient]);

  const loadNewest = useCallback(async () => {
    try {
      const page = await fetchEnvelope<ChatThread>({ method: "GET", path: `${api}/messages` });
      const isFirst = roomId.current === null;
      roomId.current = page.data.room.id;
      setRoom(page.data.room);
      setMessages((current) => mergeMessages(current, page.data.messages));
      if (isFirst) setHasOlder(page.data.has_older);
      setStatus("ready");
      if (page.data.room.unseen_message_count > 0) void markSeen();
    } catch (error) {
      const code = error instanceof RequestError ? error.failure.status : undefined;
      setStatus((current) =>
        current === "ready"
          ? current
          : code === 404
            ? "not_found"
            : code === 409
              ? "unpaid"
              : "failed",
      );
    }
  }, [api, markSeen]);

  useEffect(() => {
    setStatus("loading");
    setMessages([]);
    roomId.current = null;
    void loadNewest();
    // The fallback when the stream is down (SPEC §7's 20 s).
    const timer = window.setInterval(() => void loadNewest(), conversationRules.pollMs);
    return () => window.clearInterval(timer);
  }, [loadNewest]);

  useEffect(
    () =>
      listenToChat(role, (event) => {
        if (event.type === "counts" || event.conversation_id !== roomId.current) return;
        if (event.type === "message") {
          setMessages((current) => mergeMessages(current, [event.message]));
          setPending((current) => current.filter((p) => p.clientId !== event.message.client_id));
          if (!event.message.mine) void markSeen();
        } else {
          setMessages((current) => withSeenUpTo(current, event.other_seen_up_to));
        }
      }),
    [role, markSeen],
  );

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!hasOlder || loadingOlder || !first) return;
    setLoadingOlder(true);
    try {
      const page = await fetchEnvelope<ChatThread>({
        method: "GET",
        path: `${api}/messages`,
        payload: { before: first.id },
      });
      setMessages((current) => mergeMessages(current, page.data.messages));
      setHasOlder(page.data.has_older);
    } catch {
      // Scrolling up again tries again.
    } finally {
      setLoadingOlder(false);
    }
  }, [api, messages, hasOlder, loadingOlder]);

  const deliver = useCallback(
    async (message: PendingMessage) => {
      setPending((current) =>
        current.map((p) =>
          p.clientId === message.clientId ? { ...p, status: "sending", error: null } : p,
        ),
      );
      try {
        const sent = await fetchEnvelope<ChatMessage>({
          method: "POST",
          path: `${api}/messages`,
          payload: {
            client_id: message.clientId,
            ...(message.body ? { body: message.body } : {}),
            ...(message.images.length > 0 ? { image_ids: message.images.map((i) => i.id) } : {}),
          },
        });
        setMessages((current) => mergeMessages(current, [sent.data]));
        setPending((current) => current.filter((p) => p.clientId !== message.clientId));
        void queryClient.invalidateQueries({ queryKey: roomsQueryKey(role) });
      } catch (error) {
        setPending((current) =>
          current.map((p) =>
            p.clientId === message.clientId
              ? { ...p, status: "failed", error: failureText(error) }
              : p,
          ),
        );
      }
    },
    [api, role, queryClient],
  );

  const send = useCallback(
    (body: string, images: PendingMessage["images"]) => {
      const message: PendingMessage = {
        clientId: newClientId(),
        body,
        images,
        status: "sending",
        error: null,
        createdAt: new Date().toISOString(),
      };
      setPending((current) => [...current, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = pending.find((p) => p.clientId === clientId);
      if (message && message.status === "failed") void deliver(message);
    },
    [pending, deliver],
  );

  const discard = useCallback((clientId: string) => {
    setPending((current) => current.filter((p) => p.clientId !== clientId));
  }, []);

  return {
    status,
    room,
    messages,
    pending,
    hasOlder,
    loadingOlder,
    loadOlder,
    send,
    retry,
    discard,
    reload: loadNewest,
  };
}
