"use client";

import type { ChatThread } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { request } from "@/lib/api";
import { SHOP_ADMIN_THREAD_KEY } from "./desk-paths";
import { DeskThread } from "./desk-thread";

/**
 * /shop/profile/messages/admin: the admins' messages to the shop and its replies. Opening it
 * marks it read, which takes its count off the bell (the thread is one of the shop's rooms).
 */
export function ShopAdminThread() {
  const t = useTranslations("desk.shopAdmin");
  const markRead = useCallback((thread: ChatThread) => {
    if (thread.room.unseen_message_count === 0) return;
    void request({
      method: "POST",
      path: "/seller/admin-messages/seen",
      cacheKey: SHOP_ADMIN_THREAD_KEY,
      label: "seen",
    });
  }, []);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600">{t("lead")}</p>
      <DeskThread
        readPath="/seller/admin-messages"
        sendPath="/seller/admin-messages"
        cacheKey={SHOP_ADMIN_THREAD_KEY}
        onRead={markRead}
      />
    </div>
  );
}
