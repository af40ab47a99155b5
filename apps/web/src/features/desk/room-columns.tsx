"use client";

import type { ChatRoom } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { dateTimeColumn } from "@/components/data-table/columns";
import { Link } from "@/components/link";
import { SupportStatusBadge } from "./room-row";

/**
 * The columns of the admins' conversation tables (support threads, shops' threads): the
 * conversation (its subject or the shop's name, linked, with the last message's first words),
 * its status where it has one, the last activity and how many messages are unread.
 */
export function useRoomColumns(
  hrefOf: (room: ChatRoom) => string,
  withStatus: boolean,
): ColumnDef<ChatRoom>[] {
  const t = useTranslations("adminLists.desk");
  const tSupport = useTranslations("desk.support");
  const format = useFormatter();
  const language = useLocale();
  return useMemo<ColumnDef<ChatRoom>[]>(() => {
    const columns: ColumnDef<ChatRoom>[] = [
      {
        id: "conversation",
        header: t("conversation"),
        cell: ({ row }) => {
          const room = row.original;
          return (
            <Link
              href={hrefOf(room)}
              data-testid="desk-room"
              className="flex min-w-0 max-w-md flex-col gap-1 rounded-md hover:underline"
            >
              <span className="truncate font-semibold text-primary-800" dir="auto">
                {room.subject ?? room.other_party_name?.[language] ?? ""}
              </span>
              {room.last_message?.preview ? (
                <span className="truncate text-sm text-slate-600" dir="auto">
                  {room.last_message.preview}
                </span>
              ) : null}
            </Link>
          );
        },
      },
      dateTimeColumn<ChatRoom>(
        "last_message_at",
        t("lastActivity"),
        (room) => room.last_message_at,
        language,
      ),
      {
        id: "unseen",
        header: t("unread"),
        meta: { numeric: true },
        cell: ({ row }) => {
          const count = row.original.unseen_message_count;
          return count > 0 ? (
            <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-primary-700 px-2 py-0.5 text-sm font-bold text-white">
              <span aria-hidden="true">{format.number(count)}</span>
              <span className="sr-only">{tSupport("unseen", { count })}</span>
            </span>
          ) : (
            <span className="text-slate-500">{format.number(0)}</span>
          );
        },
      },
    ];
    if (withStatus) {
      columns.splice(1, 0, {
        id: "status",
        header: t("status"),
        cell: ({ row }) =>
          row.original.status ? <SupportStatusBadge status={row.original.status} /> : null,
      });
    }
    return columns;
  }, [t, tSupport, format, language, hrefOf, withStatus]);
}
