"use client";

import { conversationRules, type OrderSide } from "@kesht/contracts";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { toast } from "@/components/feedback/toast";
import { MessagesIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { useUnseenNotifications } from "@/features/notifications";
import { useNumberText } from "@/lib/i18n/number-text";
import { paths } from "@/lib/paths";
import { useAppStore, useStateReady } from "@/lib/state/app-store";
import { isThreadPath } from "@/lib/thread-paths";
import { useChatRooms } from "./use-chat-rooms";

/**
 * "You have N new messages" for 5 s whenever the unseen total grows while the page is open
 * (SPEC §7, §9). The server's first answer is the starting point: what waited before the page
 * opened is the bell's count, not news, so a fresh session's first page (whose saved count is
 * still 0) and a reload announce nothing.
 */
function useNewMessageToast(serverTotal: number | undefined) {
  const t = useTranslations("chat.bell");
  const isReady = useStateReady();
  const count = useAppStore((state) => state.messageCount);
  const known = useRef<number | null>(null);
  // In a thread the new message is on screen already (and is marked read at once).
  const inThread = isThreadPath(usePathname());
  useEffect(() => {
    if (!isReady || serverTotal === undefined) return;
    if (known.current === null) {
      known.current = serverTotal;
      return;
    }
    if (count > known.current && !inThread) {
      toast(t("toast", { count }), {
        id: "chat-new-messages",
        duration: conversationRules.toastMs,
      });
    }
    known.current = count;
  }, [count, isReady, serverTotal, inThread, t]);
}

/**
 * The header's bell for a signed-in customer or shop: the unseen messages and notifications
 * together (issue 12), to the messages page, which links the notifications.
 */
export function MessageBell({ side }: { side: OrderSide }) {
  const t = useTranslations("chat.bell");
  const numbers = useNumberText();
  const rooms = useChatRooms(side);
  useNewMessageToast(rooms.data?.data.unseen_total);
  const messages = useAppStore((state) => state.messageCount);
  const notifications = useUnseenNotifications(side).count ?? 0;
  const count = messages + notifications;
  return (
    <Link
      href={paths.messages(side)}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      data-testid="message-bell"
    >
      <span className="relative">
        <MessagesIcon className="size-6" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="message-bell-count"
            className="absolute -end-2 -top-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.7rem] font-bold leading-none text-white"
          >
            {count > 99 ? `${numbers.decimal(99)}+` : numbers.decimal(count)}
          </span>
        ) : null}
      </span>
      <span className="sr-only">
        {t("label")}, {t("unseen", { count })}
      </span>
    </Link>
  );
}
