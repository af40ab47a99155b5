"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { request } from "@/lib/api";
import { useAppStore } from "@/lib/state/app-store";
import { signOutLocally } from "./session-store";

/**
 * Logging out (SPEC §2): "Are you sure…?"; yes ends the session on the server, clears it here
 * and goes home; no just closes. `ask` opens the question, `dialog` must be rendered.
 */
export function useLogout() {
  const t = useTranslations("accounts.logout");
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    const { accountType, fcmToken } = useAppStore.getState().auth;
    const isSeller = accountType === "seller";
    // This device's pushes belong to the person leaving: withdrawn while the session can still
    // tell the API. Loaded only then, so the menu every page carries stays small.
    if (fcmToken) {
      const { turnPushOff } = await import("@/lib/push/push-subscription");
      await turnPushOff().catch(() => undefined);
    }
    const envelope = await request({
      method: "POST",
      path: isSeller ? "/seller/Logout" : "/customer/Logout",
      label: "log out",
      // A session that already ended (401) is as logged out as can be; only a failure to reach
      // the server keeps the session, since the cookie can only be cleared by the server.
      acceptAnyStatus: true,
    });
    setPending(false);
    setOpen(false);
    if (!envelope) return;
    signOutLocally();
    // A full page load, like the one after a 401: nothing of the session stays in memory, and
    // no query still on screen can ask for the ended session's data on the way out.
    window.location.assign("/");
  }

  const dialog = (
    <ConfirmDialog
      open={isOpen}
      title={t("question")}
      onConfirm={() => void confirm()}
      onCancel={() => setOpen(false)}
      isPending={isPending}
    />
  );
  return { ask: () => setOpen(true), dialog };
}
