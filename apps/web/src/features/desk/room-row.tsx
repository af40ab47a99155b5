"use client";

import type { ChatRoom, SupportStatus } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { ChevronIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { type Tone, ToneBadge } from "@/components/tone-badge";
import { formatDateTime } from "@/lib/i18n/local-date";

const statusTone: Record<SupportStatus, Tone> = {
  open: "amber",
  answered: "green",
  closed: "slate",
};

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const t = useTranslations("desk.supportStatuses");
  return <ToneBadge tone={statusTone[status]}>{t(status)}</ToneBadge>;
}

/**
 * One conversation in a list: its subject (support) or the shop's name (admin threads), the
 * last message's first words, when, its status and how many messages are unread.
 */
export function RoomRow({ room, href }: { room: ChatRoom; href: string }) {
  const t = useTranslations("desk.support");
  const format = useFormatter();
  const language = useLocale();
  const title = room.subject ?? room.other_party_name?.[language] ?? "";
  return (
    <Link
      href={href}
      data-testid="desk-room"
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-semibold text-slate-900" dir="auto">
            {title}
          </p>
          {room.status ? <SupportStatusBadge status={room.status} /> : null}
        </div>
        {room.last_message?.preview ? (
          <p className="truncate text-sm text-slate-600" dir="auto">
            {room.last_message.preview}
          </p>
        ) : null}
        {room.last_message_at ? (
          <p className="text-xs text-slate-500">
            <time dateTime={room.last_message_at}>
              {formatDateTime(room.last_message_at, language)}
            </time>
          </p>
        ) : null}
      </div>
      {room.unseen_message_count > 0 ? (
        <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-primary-700 px-2 py-0.5 text-sm font-bold text-white">
          <span aria-hidden="true">{format.number(room.unseen_message_count)}</span>
          <span className="sr-only">{t("unseen", { count: room.unseen_message_count })}</span>
        </span>
      ) : null}
      <ChevronIcon className="size-5 shrink-0 text-slate-400" />
    </Link>
  );
}
