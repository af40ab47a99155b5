"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { request } from "@/lib/api";

/** Sends the link's token once and says whether SMS is now off, in the visitor's language. */
export function SmsStop({ token }: { token: string }) {
  const t = useTranslations("smsStop");
  const [state, setState] = useState<"working" | "stopped" | "failed">("working");
  useEffect(() => {
    void request<{ sms_stopped: true }>({
      method: "POST",
      path: "/sms/stop",
      payload: { token },
      label: "stop SMS",
      acceptAnyStatus: true,
    }).then((envelope) => setState(envelope?.status === "success" ? "stopped" : "failed"));
  }, [token]);
  return (
    <section className="flex flex-col gap-3 py-8 text-center">
      <h1 className="text-xl font-bold">{t("title")}</h1>
      <p role="status">{t(state)}</p>
    </section>
  );
}
