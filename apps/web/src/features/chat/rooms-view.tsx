"use client";

import type { ChatRoom, ChatRooms, OrderSide } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { LoadFailed } from "@/components/feedback/load-failed";
import { MessagesIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Skeleton } from "@/components/skeleton";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { formatDateTime } from "@/lib/i18n/local-date";
import { paths } from "@/lib/paths";
import { roomsApi } from "./chat-paths";
import { useChatRooms } from "./use-chat-rooms";

/** Where a room opens: an order's thread, the shop's admin thread, a support thread. */
function roomHref(side: OrderSide, room: ChatRoom): string | null {
  if (room.kind === "order" && room.order_id !== null) return paths.thread(side, room.order_id);
  if (room.kind === "admin") return `${paths.messages(side)}/admin`;
  return side === "customer" ? "/customer/support-messages" : "/seller/support-messages";
}

function RoomRow({ side, room }: { side: OrderSide; room: ChatRoom }) {
  const t = useTranslations("chat.rooms");
  const format = useFormatter();
  const language = useLocale();
  const title =
    room.kind === "order"
      ? t("orderRoom", { number: format.number(room.order_id ?? 0, { useGrouping: false }) })
      : room.kind === "admin"
        ? t("adminRoom")
        : t("supportRoom", { subject: room.subject ?? "" });
  const name = room.other_party_name
    ? room.other_party_name[language] || room.other_party_name.fa
    : room.kind === "order"
      ? side === "customer"
        ? t("shop")
        : t("customer")
      : t("admins");
  const last = room.last_message;
  const text = last ? (last.preview ?? t("images", { count: last.image_count })) : t("noMessages");
  const href = roomHref(side, room);
  const unseen = room.unseen_message_count;
  const body = (
    <>
      <span className="flex items-baseline justify-between gap-2">
        <span className="truncate font-semibold text-slate-900">
          <bdi>{name}</bdi>
        </span>
        {room.last_message_at ? (
          <time dateTime={room.last_message_at} className="shrink-0 text-xs text-slate-500">
            {formatDateTime(room.last_message_at, language)}
          </time>
        ) : null}
      </span>
      <span className="text-sm text-slate-500">{title}</span>
      <span className="flex items-center justify-between gap-2">
        <span
          dir="auto"
          className={`truncate text-sm ${unseen > 0 ? "font-semibold text-slate-900" : "text-slate-600"}`}
        >
          {last?.mine ? t("you", { text }) : text}
        </span>
        {unseen > 0 ? (
          <span
            className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-primary-600 px-1.5 text-xs font-bold text-white"
            data-testid="room-unseen"
          >
            {format.number(unseen)}
            <span className="sr-only"> {t("unseen", { count: unseen })}</span>
          </span>
        ) : null}
      </span>
    </>
  );
  return (
    <li>
      {href ? (
        <Link
          href={href}
          className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-300"
        >
          {body}
        </Link>
      ) : (
        <div className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4">
          {body}
        </div>
      )}
    </li>
  );
}

/** The person's conversations, newest activity first, with their unseen counts. */
export function RoomsView({ side }: { side: OrderSide }) {
  const t = useTranslations("chat.rooms");
  const query = useChatRooms(side);
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  const { rooms, has_more: hasMore } = query.data.data;
  if (rooms.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
        <MessagesIcon className="size-10 text-slate-400" />
        <p className="font-semibold text-slate-900">{t("empty")}</p>
        <p className="text-sm text-slate-600">{t("emptyText")}</p>
      </div>
    );
  }
  return <RoomList side={side} newest={rooms} newestHasMore={hasMore} />;
}

/**
 * The first page stays live (polled, streamed); older pages are read on request and shown
 * after it, without the rooms that have since moved up into the first page.
 */
function RoomList({
  side,
  newest,
  newestHasMore,
}: {
  side: OrderSide;
  newest: ChatRoom[];
  newestHasMore: boolean;
}) {
  const t = useTranslations("chat.rooms");
  const [older, setOlder] = useState<{ rooms: ChatRoom[]; page: number; hasMore: boolean }>({
    rooms: [],
    page: 1,
    hasMore: true,
  });
  const [status, setStatus] = useState<"idle" | "loading" | "failed">("idle");

  async function loadOlder() {
    setStatus("loading");
    try {
      const page = older.page + 1;
      const answer = await fetchEnvelope<ChatRooms>({
        method: "GET",
        path: roomsApi(side),
        payload: { page },
      });
      setOlder((current) => ({
        rooms: [...current.rooms, ...answer.data.rooms],
        page,
        hasMore: answer.data.has_more,
      }));
      setStatus("idle");
    } catch {
      setStatus("failed");
    }
  }

  const shown = new Set(newest.map((room) => room.id));
  const rooms = [...newest, ...older.rooms.filter((room) => !shown.has(room.id))];
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {rooms.map((room) => (
          <RoomRow key={room.id} side={side} room={room} />
        ))}
      </ul>
      <LoadMoreFooter
        pages={{
          hasNextPage: newestHasMore && older.hasMore,
          isFetchingNextPage: status === "loading",
          isError: status === "failed",
          fetchNextPage: loadOlder,
        }}
        texts={{
          more: t("older"),
          loading: t("loadingOlder"),
          failed: t("olderFailed"),
          shown: t("shown", { count: rooms.length }),
        }}
      />
    </div>
  );
}
