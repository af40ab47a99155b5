"use client";

import type { Language, Notification, NotificationRole } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { MessagesIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { footerTexts, PagedListView } from "@/components/paged-list-view";
import { StatusMessage } from "@/components/status-message";
import { itemsOf } from "@/lib/api/use-paged-list";
import { formatDateTime } from "@/lib/i18n/local-date";
import { markNotificationsSeen, useNotifications } from "./notifications-queries";

/**
 * /customer|shop|driver/profile/notifications: the reader's notifications, newest first, each
 * in the page's language with its date and a link to what it is about. The unseen ones are
 * marked; opening the page marks them seen (the marks stay until the page is left).
 */
export function NotificationsView({ reader }: { reader: NotificationRole }) {
  const t = useTranslations("notifications");
  const language = useLocale();
  const notifications = useNotifications(reader);
  const items = itemsOf<Notification>(notifications.data?.pages);
  const newestId = items[0]?.id;
  const markedUpTo = useRef(0);

  useEffect(() => {
    if (newestId === undefined || newestId <= markedUpTo.current) return;
    if (!items.some((item) => !item.seen)) return;
    markedUpTo.current = newestId;
    void markNotificationsSeen(reader, newestId);
  }, [newestId, items, reader]);

  return (
    <PagedListView
      pages={notifications}
      label={t("listLabel")}
      className="flex flex-col gap-4"
      skeleton={{ className: "flex flex-col gap-3", itemClassName: "h-20 w-full rounded-2xl" }}
      empty={
        <StatusMessage
          headingLevel={2}
          icon={<MessagesIcon className="size-10" />}
          title={t("emptyTitle")}
          text={t("emptyText")}
        />
      }
      texts={footerTexts(t)}
    >
      {(shown) => (
        <ol className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {shown.map((item) => (
            <NotificationRow key={item.id} item={item} language={language} />
          ))}
        </ol>
      )}
    </PagedListView>
  );
}

function NotificationRow({ item, language }: { item: Notification; language: Language }) {
  const t = useTranslations("notifications");
  const unseen = !item.seen;
  return (
    <li data-testid="notification" data-unseen={unseen ? "true" : "false"}>
      <Link
        href={item.link}
        className={`flex min-h-16 items-start gap-3 p-4 hover:bg-slate-50 focus-visible:bg-slate-50 ${unseen ? "bg-primary-50" : ""}`}
      >
        <span
          aria-hidden="true"
          className={`mt-2 size-2.5 shrink-0 rounded-full ${unseen ? "bg-primary-600" : "bg-transparent"}`}
        />
        <span className="flex min-w-0 flex-col gap-1">
          <span className={`text-slate-900 ${unseen ? "font-semibold" : ""}`}>
            {unseen ? <span className="sr-only">{t("unseen")} </span> : null}
            {item.text[language]}
          </span>
          <time dateTime={item.created_at} className="text-sm text-slate-500">
            {formatDateTime(item.created_at, language)}
          </time>
        </span>
      </Link>
    </li>
  );
}
