"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import {
  canUsePush,
  isPushOn,
  readPushPublicKey,
  turnPushOff,
  turnPushOn,
} from "@/lib/push/push-subscription";
import { useAppStore } from "@/lib/state/app-store";

type PushState =
  /** Not offered: no push in this browser, no service worker yet, or push off on the server. */
  | { status: "hidden" }
  | { status: "off"; publicKey: string }
  | { status: "on"; publicKey: string }
  | { status: "blocked" };

/**
 * "Turn on notifications on this device": asks the browser's permission, subscribes this
 * device to Web Push with the API's key and hands the subscription to the API; turning it off
 * unsubscribes and tells the API. Shown only where push can work.
 */
export function PushToggle() {
  const t = useTranslations("notifications.device");
  const endpoint = useAppStore((state) => state.auth.fcmToken);
  const [state, setState] = useState<PushState>({ status: "hidden" });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!canUsePush(globalThis) || !(await navigator.serviceWorker.getRegistration())) return;
      const publicKey = await readPushPublicKey().catch(() => null);
      if (!publicKey || !live) return;
      if (Notification.permission === "denied") return setState({ status: "blocked" });
      // On only when this device's subscription is the one saved for the signed-in person.
      const on = endpoint !== null && (await isPushOn());
      if (live) setState({ status: on ? "on" : "off", publicKey });
    })();
    return () => {
      live = false;
    };
  }, [endpoint]);

  if (state.status === "hidden") return null;

  async function toggle(current: { status: "on" | "off"; publicKey: string }) {
    setBusy(true);
    setFailed(false);
    try {
      if (current.status === "on") {
        await turnPushOff();
        setState({ status: "off", publicKey: current.publicKey });
      } else {
        const permission = await turnPushOn(current.publicKey);
        setState(
          permission === "granted"
            ? { status: "on", publicKey: current.publicKey }
            : permission === "denied"
              ? { status: "blocked" }
              : current,
        );
      }
    } catch {
      setFailed(true);
    }
    setBusy(false);
  }

  return (
    <section
      aria-label={t("heading")}
      data-testid="push-toggle"
      className="flex flex-col items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="font-semibold text-slate-900">{t("heading")}</h2>
      {state.status === "blocked" ? (
        <p className="text-sm text-slate-600">{t("blocked")}</p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">
            {state.status === "on" ? t("on") : t("off")}
          </p>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => void toggle(state)}
          >
            {state.status === "on" ? t("turnOff") : t("turnOn")}
          </button>
        </>
      )}
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          {t("failed")}
        </p>
      ) : null}
    </section>
  );
}
