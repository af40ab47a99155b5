"use client";

import type { AdminOrderChat, Envelope } from "@kesht/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Skeleton } from "@/components/skeleton";
import { MessageBubble } from "@/features/chat";
import { queryKeyOf } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { getQueryClient, REPORT_FAILURES_META } from "@/lib/api/query-client";
import { ADMIN_ORDERS_KEY } from "./admin-orders-key";
import { Card } from "./order-card";

/** The order's chat, read-only: the newest page first, earlier pages on demand. */
export function ChatCard({ orderId }: { orderId: number }) {
  const t = useTranslations("adminOrder");
  const path = `/admin/orders/${orderId}/chat`;
  const chat = useInfiniteQuery(
    {
      queryKey: [...queryKeyOf({ path, cacheKey: ADMIN_ORDERS_KEY }), "pages"],
      queryFn: ({ pageParam }) =>
        fetchEnvelope<AdminOrderChat>({
          method: "GET",
          path,
          ...(pageParam === undefined ? {} : { payload: { before: pageParam } }),
        }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last: Envelope<AdminOrderChat>) =>
        last.data.has_older ? last.data.messages[0]?.id : undefined,
      meta: REPORT_FAILURES_META,
    },
    getQueryClient(),
  );
  // Pages come newest first; the thread reads oldest first.
  const messages = [...(chat.data?.pages ?? [])].reverse().flatMap((page) => page.data.messages);
  return (
    <Card title={t("chat")} id="order-chat" intro={t("chatIntro")}>
      {chat.isError ? (
        <LoadFailed text={t("chatFailed")} onRetry={() => void chat.refetch()} />
      ) : !chat.data ? (
        <Skeleton className="h-32 w-full rounded-xl" />
      ) : messages.length === 0 ? (
        <p className="text-sm text-slate-600">{t("chatEmpty")}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {chat.hasNextPage ? (
            <button
              type="button"
              className={`${secondaryButton} self-center`}
              disabled={chat.isFetchingNextPage}
              onClick={() => void chat.fetchNextPage()}
            >
              {t("olderMessages")}
            </button>
          ) : (
            <p className="text-center text-xs text-slate-500">{t("chatStart")}</p>
          )}
          <ol
            className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3"
            data-testid="admin-order-chat"
          >
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                senderLabel={t(`senders.${message.sender_role}`)}
              />
            ))}
          </ol>
        </div>
      )}
    </Card>
  );
}
