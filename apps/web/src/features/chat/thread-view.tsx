"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef } from "react";
import { BackButton } from "@/components/back-button";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Spinner } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";
import { formatDay } from "@/lib/i18n/local-date";
import { paths } from "@/lib/paths";
import type { ChatSeat } from "./chat-paths";
import { Composer } from "./composer";
import { MessageBubble, PendingBubble } from "./message-bubble";
import { withDaySeparators } from "./thread-state";
import { useChatThread } from "./use-chat-thread";

/** Within this many pixels of an edge counts as being there. */
const edgePx = 80;

/**
 * An order's chat, filling the screen below the header (on phones the tab bar is hidden
 * here): the messages with day separators, older ones as you scroll up, and the composer.
 */
export function ThreadView({ seat }: { seat: ChatSeat }) {
  const { orderId } = seat;
  const t = useTranslations("chat.thread");
  const format = useFormatter();
  const language = useLocale();
  const thread = useChatThread(seat);
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const number = format.number(orderId, { useGrouping: false });
  const otherName = thread.room?.other_party_name
    ? thread.room.other_party_name[language] || thread.room.other_party_name.fa
    : null;

  const items = withDaySeparators([
    ...thread.messages.map((message) => ({
      key: `m-${message.id}`,
      created_at: message.created_at,
      message,
      pending: null,
    })),
    ...thread.pending.map((pending) => ({
      key: `p-${pending.clientId}`,
      created_at: pending.createdAt,
      message: null,
      pending,
    })),
  ]);
  const firstId = thread.messages[0]?.id;
  const count = thread.messages.length + thread.pending.length;

  // Older messages went in above: keep what the reader was looking at where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first message changes
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (heightBefore.current !== null) {
      element.scrollTop += element.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    }
  }, [firstId]);

  // New messages at the bottom: follow them when the reader was at the bottom already.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages arrive
  useEffect(() => {
    const element = list.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [count, thread.status]);

  function onScroll() {
    const element = list.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < edgePx;
    if (element.scrollTop < edgePx && thread.hasOlder && !thread.loadingOlder) {
      heightBefore.current = element.scrollHeight;
      void thread.loadOlder();
    }
  }

  return (
    <div className="fixed inset-x-0 bottom-0 top-(--header-height) z-30 flex flex-col bg-slate-50 md:static md:mx-auto md:h-[calc(100dvh-var(--header-height))] md:w-full md:max-w-3xl md:border-x md:border-slate-200">
      <div className="flex min-h-14 items-center gap-2 border-b border-slate-200 bg-white px-2">
        <BackButton fallbackHref={paths.threadFallback(seat)} />
        <div className="flex min-w-0 flex-col">
          <h1 className="truncate font-bold text-slate-900">{t("title", { number })}</h1>
          {otherName ? (
            <p className="truncate text-sm text-slate-500">
              {/* A driver writes to the shop and the customer at once: the room names both. */}
              <bdi>
                {seat.role === "driver"
                  ? t("withShopAndCustomer", { name: otherName })
                  : t("with", { name: otherName })}
              </bdi>
            </p>
          ) : null}
        </div>
      </div>
      {thread.status === "loading" ? (
        <div aria-busy="true" className="flex flex-1 flex-col gap-3 p-4">
          <span className="sr-only">{t("loading")}</span>
          <Skeleton className="h-12 w-2/3 rounded-2xl" />
          <Skeleton className="h-12 w-1/2 self-end rounded-2xl" />
          <Skeleton className="h-16 w-3/4 rounded-2xl" />
        </div>
      ) : thread.status === "not_found" || thread.status === "unpaid" ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
          <p className="font-semibold text-slate-900">
            {thread.status === "unpaid" ? t("unpaid") : t("notFoundTitle")}
          </p>
          {thread.status === "not_found" ? (
            <p className="text-sm text-slate-600">{t("notFoundText")}</p>
          ) : null}
        </div>
      ) : thread.status === "failed" ? (
        <div className="flex-1 p-4">
          <LoadFailed onRetry={() => void thread.reload()} />
        </div>
      ) : (
        <>
          <div
            ref={list}
            onScroll={onScroll}
            className="flex-1 overflow-y-auto px-3 py-4"
            aria-label={t("messagesLabel")}
            role="log"
            aria-live="polite"
          >
            {thread.loadingOlder ? (
              <p className="flex items-center justify-center gap-2 py-2 text-sm text-slate-500">
                <Spinner className="size-4" />
                {t("loadingOlder")}
              </p>
            ) : null}
            {!thread.hasOlder && count > 0 ? (
              <p className="py-2 text-center text-xs text-slate-500">{t("start")}</p>
            ) : null}
            {count === 0 ? <p className="py-10 text-center text-slate-500">{t("empty")}</p> : null}
            <ol className="flex flex-col gap-2">
              {items.map((item) =>
                item.type === "day" ? (
                  <li key={item.key} className="my-2 self-center" data-testid="day-separator">
                    <span className="rounded-full bg-slate-200 px-3 py-1 text-xs font-medium text-slate-700">
                      {formatDay(item.day, language)}
                    </span>
                  </li>
                ) : item.message.message ? (
                  <MessageBubble key={item.key} message={item.message.message} />
                ) : item.message.pending ? (
                  <PendingBubble
                    key={item.key}
                    message={item.message.pending}
                    onRetry={() => thread.retry(item.message.pending?.clientId ?? "")}
                    onDiscard={() => thread.discard(item.message.pending?.clientId ?? "")}
                  />
                ) : null,
              )}
            </ol>
          </div>
          <Composer
            onSend={(body, images) => {
              atBottom.current = true;
              thread.send(body, images);
            }}
          />
        </>
      )}
    </div>
  );
}
