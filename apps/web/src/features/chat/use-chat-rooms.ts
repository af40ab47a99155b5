"use client";

import {
  type ChatRooms,
  conversationRules,
  type MemberRole,
  type OrderSide,
} from "@kesht/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { getQueryClient } from "@/lib/api/query-client";
import type { RequestError } from "@/lib/api/request-error";
import { useAppStore } from "@/lib/state/app-store";
import { roomsApi, roomsCacheKey } from "./chat-paths";
import { listenToChat } from "./chat-stream";

export function roomsQueryKey(role: MemberRole) {
  return [roomsCacheKey(role)];
}

/**
 * The person's rooms with their unseen counts, asked every 20 s while signed in (SPEC §7)
 * and at once when the live stream says something changed. Every answer sets the store's
 * messageCount, which the bell shows.
 */
export function useChatRooms(side: OrderSide | null) {
  const queryClient = getQueryClient();
  const query = useQuery<{ data: ChatRooms }, RequestError>(
    {
      queryKey: roomsQueryKey(side ?? "customer"),
      queryFn: () =>
        fetchEnvelope<ChatRooms>({ method: "GET", path: roomsApi(side ?? "customer") }),
      enabled: side !== null,
      refetchInterval: conversationRules.pollMs,
      // The bell keeps counting in a background tab: the toast is there when the person is back.
      refetchIntervalInBackground: true,
    },
    getQueryClient(),
  );
  const total = query.data?.data.unseen_total;
  useEffect(() => {
    if (total !== undefined) useAppStore.getState().setMessageCount(total);
  }, [total]);

  useEffect(() => {
    if (side === null) return;
    return listenToChat(side, (event) => {
      useAppStore.getState().setMessageCount(event.unseen_total);
      if (event.type !== "counts") {
        void queryClient.invalidateQueries({ queryKey: roomsQueryKey(side) });
      }
    });
  }, [side, queryClient]);

  return query;
}
