"use client";

import {
  type ChatMessage,
  type ChatThread,
  conversationRules,
  type Envelope,
} from "@kesht/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Fragment, useEffect, useRef } from "react";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { CheckIcon } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";
import { queryKeyOf } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { getQueryClient, REPORT_FAILURES_META } from "@/lib/api/query-client";
import { dateLocale } from "@/lib/i18n/languages";
import { formatTime, MARKET_TIME_ZONE } from "@/lib/i18n/local-date";
import { DeskComposer } from "./desk-composer";

export interface DeskThreadProps {
  /** GET: a page of the thread (`?before=` for older ones). */
  readPath: string;
  /** POST: a new message (`client_id`, `body`, `image_ids`); null when nobody may write. */
  sendPath: string | null;
  /** The list this thread belongs to: a send refetches both. */
  cacheKey: string;
  /** Called once the newest page has loaded (to mark the thread read). */
  onRead?: (thread: ChatThread) => void;
  /** Shown instead of the composer (a closed thread). */
  closedText?: string | null;
}

/**
 * A support thread or a shop's thread with the admins: messages oldest first with day
 * separators (Jalali on Persian pages), each bubble's direction by its own text, sent/seen
 * ticks on one's own; older pages on demand; new ones every 20 s (SPEC §7's pace).
 */
export function DeskThread({ readPath, sendPath, cacheKey, onRead, closedText }: DeskThreadProps) {
  const t = useTranslations("desk.thread");
  const thread = useInfiniteQuery(
    {
      queryKey: [...queryKeyOf({ path: readPath, payload: {}, cacheKey }), "thread"],
      queryFn: ({ pageParam }) =>
        fetchEnvelope<ChatThread>({
          method: "GET",
          path: readPath,
          payload: pageParam === null ? {} : { before: pageParam },
        }),
      initialPageParam: null as number | null,
      getNextPageParam: (last: Envelope<ChatThread>) =>
        last.data.has_older ? (last.data.messages[0]?.id ?? null) : null,
      refetchInterval: conversationRules.pollMs,
      meta: REPORT_FAILURES_META,
    },
    getQueryClient(),
  );
  const newest = thread.data?.pages[0]?.data;
  const readId = useRef<number | null>(null);
  const lastId = newest?.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (!newest || !onRead || readId.current === lastId) return;
    readId.current = lastId;
    onRead(newest);
  }, [newest, lastId, onRead]);

  if (thread.isError && !thread.data) return <LoadFailed onRetry={() => void thread.refetch()} />;
  if (!thread.data || !newest) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-14 w-2/3 rounded-2xl" />
        <Skeleton className="ms-auto h-14 w-2/3 rounded-2xl" />
        <Skeleton className="h-14 w-1/2 rounded-2xl" />
      </div>
    );
  }
  const messages = [...thread.data.pages].reverse().flatMap((page) => page.data.messages);
  return (
    <div className="flex flex-col gap-4">
      {thread.hasNextPage ? (
        <button
          type="button"
          onClick={() => void thread.fetchNextPage()}
          disabled={thread.isFetchingNextPage}
          className={`${secondaryButton} self-center`}
        >
          {t("older")}
        </button>
      ) : null}
      {messages.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 shadow-sm">
          {t("empty")}
        </p>
      ) : (
        <MessageList messages={messages} />
      )}
      {closedText ? (
        <p className="rounded-xl bg-slate-100 p-3 text-center text-slate-700">{closedText}</p>
      ) : sendPath ? (
        <DeskComposer sendPath={sendPath} cacheKey={cacheKey} />
      ) : null}
    </div>
  );
}

/** The day of a moment in Tehran, as yyyy-mm-dd: messages are grouped by it. */
function dayOf(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: MARKET_TIME_ZONE }).format(new Date(iso));
}

function MessageList({ messages }: { messages: readonly ChatMessage[] }) {
  const language = useLocale();
  const dayFormat = new Intl.DateTimeFormat(dateLocale(language), {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: MARKET_TIME_ZONE,
  });
  return (
    <ol className="flex flex-col gap-2" aria-live="polite">
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const newDay = !previous || dayOf(previous.created_at) !== dayOf(message.created_at);
        return (
          <Fragment key={message.id}>
            {newDay ? (
              <li className="my-2 self-center rounded-full bg-slate-200 px-3 py-1 text-xs text-slate-700">
                {dayFormat.format(new Date(message.created_at))}
              </li>
            ) : null}
            <Bubble message={message} />
          </Fragment>
        );
      })}
    </ol>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const t = useTranslations("desk.thread");
  const language = useLocale();
  const who = message.mine ? t("you") : message.sender_role === "admin" ? t("admins") : t("them");
  return (
    <li
      data-testid="desk-message"
      className={`flex max-w-[85%] flex-col gap-1 rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%] ${
        message.mine ? "self-end bg-primary-700 text-white" : "self-start bg-white text-slate-900"
      }`}
    >
      <span
        className={`text-xs font-semibold ${message.mine ? "text-primary-100" : "text-slate-500"}`}
      >
        {who}
      </span>
      {message.body ? (
        <p dir="auto" className="whitespace-pre-line break-words">
          {message.body}
        </p>
      ) : null}
      {message.images.length > 0 ? (
        <div className="grid grid-cols-2 gap-1">
          {message.images.map((image) => (
            <a key={image.id} href={image.url} target="_blank" rel="noreferrer">
              {/* biome-ignore lint/performance/noImgElement: stored renditions, already sized */}
              <img
                src={image.variants["320"] ?? image.url}
                alt={t("image")}
                className="aspect-square w-full rounded-lg object-cover"
                loading="lazy"
              />
            </a>
          ))}
        </div>
      ) : null}
      <span
        className={`flex items-center gap-1 self-end text-xs ${message.mine ? "text-primary-100" : "text-slate-500"}`}
      >
        <time dateTime={message.created_at}>{formatTime(message.created_at, language)}</time>
        {message.mine ? (
          <span className="inline-flex" title={message.seen ? t("seen") : t("sent")}>
            <CheckIcon className="size-3.5" />
            {message.seen ? <CheckIcon className="-ms-2 size-3.5" /> : null}
            <span className="sr-only">{message.seen ? t("seen") : t("sent")}</span>
          </span>
        ) : null}
      </span>
    </li>
  );
}
