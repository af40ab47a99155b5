"use client";

import type { NotificationRole } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { MessagesIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { useNumberText } from "@/lib/i18n/number-text";
import { notificationsPages } from "./notification-role";
import { useUnseenNotifications } from "./notifications-queries";

/** The profile's way to the notifications, with the unseen count when there are any. */
export function NotificationsLink({ reader }: { reader: NotificationRole }) {
  const t = useTranslations("notifications");
  const numbers = useNumberText();
  const { count } = useUnseenNotifications(reader);
  return (
    <Link
      href={notificationsPages(reader).notifications}
      data-testid="notifications-link"
      className="mb-4 flex min-h-12 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-900 shadow-sm hover:bg-slate-50"
    >
      <MessagesIcon className="size-6 text-primary-700" />
      <span className="flex-1">{t("title")}</span>
      {count ? (
        <span
          data-testid="notifications-unseen"
          className="min-w-7 rounded-full bg-primary-600 px-2 py-0.5 text-center text-sm text-white"
        >
          <span className="sr-only">{t("unseenCount", { count })}</span>
          <span aria-hidden="true">{numbers.decimal(count)}</span>
        </span>
      ) : null}
    </Link>
  );
}
