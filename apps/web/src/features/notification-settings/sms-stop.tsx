"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { request } from "@/lib/api";

/** Where each one-tap link's token goes, and the texts its page says. */
const stops = {
  sms: { path: "/sms/stop", texts: "smsStop", label: "stop SMS" },
  email: { path: "/email/stop", texts: "smsStop.email", label: "stop e-mail" },
} as const;

/**
 * Sends the link's token once and says whether the channel is now off, in the visitor's
 * language: the stop link in a text, or the unsubscribe link in an e-mail.
 */
export function SmsStop({ token, channel = "sms" }: { token: string; channel?: "sms" | "email" }) {
  const stop = stops[channel];
  const t = useTranslations(stop.texts);
  const [state, setState] = useState<"working" | "stopped" | "failed">("working");
  useEffect(() => {
    void request<unknown>({
      method: "POST",
      path: stop.path,
      payload: { token },
      label: stop.label,
      acceptAnyStatus: true,
    }).then((envelope) => setState(envelope?.status === "success" ? "stopped" : "failed"));
  }, [token, stop]);
  return (
    <section className="flex flex-col gap-3 py-8 text-center">
      <h1 className="text-xl font-bold">{t("title")}</h1>
      <p role="status">{t(state)}</p>
    </section>
  );
}
