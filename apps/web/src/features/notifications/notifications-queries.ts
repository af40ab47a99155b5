"use client";

import {
  conversationRules,
  type Notification,
  type NotificationRole,
  type UnseenNotifications,
} from "@kesht/contracts";
import { useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api";
import { queryKeyOf } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { getQueryClient } from "@/lib/api/query-client";
import { usePagedList } from "@/lib/api/use-paged-list";
import { notificationsApi, notificationsCacheKeys } from "./notification-role";

/** Notifications per page: a screenful or two on a phone. */
export const NOTIFICATIONS_PER_PAGE = 20;

export function useNotifications(role: NotificationRole) {
  return usePagedList<Notification>({
    path: notificationsApi(role).list,
    payload: {},
    cacheKey: notificationsCacheKeys(role).list,
    perPage: NOTIFICATIONS_PER_PAGE,
  });
}

/**
 * The unseen count of the reader's notifications in a role, asked every 20 s while mounted
 * (SPEC §7, `conversationRules.pollMs`), for the header's bell and the profile's link.
 * `enabled: false` holds it back (e.g. while nobody is signed in in that role).
 */
export function useUnseenNotifications(
  role: NotificationRole,
  options: { enabled?: boolean } = {},
) {
  const call = {
    path: notificationsApi(role).unseen,
    cacheKey: notificationsCacheKeys(role).unseen,
  };
  const query = useQuery(
    {
      queryKey: queryKeyOf(call),
      queryFn: () => fetchEnvelope<UnseenNotifications>({ ...call, method: "GET" }),
      refetchInterval: conversationRules.pollMs,
      enabled: options.enabled ?? true,
    },
    getQueryClient(),
  );
  return { count: query.data?.data.unseen_count, isError: query.isError };
}

/**
 * Marks the reader's notifications seen up to the newest one shown (one arriving meanwhile
 * stays unseen). Only the count is refreshed: the list keeps showing which ones were new.
 */
export function markNotificationsSeen(role: NotificationRole, upToId: number) {
  return request<UnseenNotifications>({
    method: "POST",
    path: notificationsApi(role).seen,
    payload: { up_to_id: upToId },
    cacheKey: notificationsCacheKeys(role).unseen,
    label: "notifications seen",
  });
}
