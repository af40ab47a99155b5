"use client";

import { useLocale, useTranslations } from "next-intl";
import { secondaryButton } from "@/components/button-styles";
import { AlertIcon, LocateIcon } from "@/components/icons";
import { formatTime } from "@/lib/i18n/local-date";
import { useShareLocation } from "./use-share-location";

/**
 * On the driver's job page: shares the phone's position while the job is in transit
 * (`active`), and says plainly what happens: sharing, waiting for a fix, or why it cannot.
 */
export function ShareLocation({ groupId, active }: { groupId: number; active: boolean }) {
  const t = useTranslations("tracking.share");
  const language = useLocale();
  const { state, retry } = useShareLocation(groupId, active);

  const problem =
    state.status === "denied" || state.status === "unsupported" || state.status === "unavailable"
      ? state.status
      : null;

  return (
    <section
      aria-label={t("heading")}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <LocateIcon className="size-5 text-slate-500" />
        {t("heading")}
      </h2>
      {problem ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-3">
          <p className="flex items-start gap-2 text-sm text-red-900">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {t(problem)}
          </p>
          {problem === "unsupported" ? null : (
            <button type="button" onClick={retry} className={secondaryButton}>
              {t("retry")}
            </button>
          )}
        </div>
      ) : null}
      {state.status === "inactive" ? (
        <p className="text-sm text-slate-600">{t("inactive")}</p>
      ) : null}
      {state.status === "waiting" ? (
        <p role="status" className="text-sm text-slate-600">
          {t("waiting")}
        </p>
      ) : null}
      {state.status === "sharing" ? (
        <div role="status" className="flex flex-col gap-1 text-sm text-slate-700">
          <p>{t("sharing")}</p>
          {state.lastSentAt ? (
            <p className="text-slate-500">
              {t("lastSent", {
                time: formatTime(new Date(state.lastSentAt).toISOString(), language),
              })}
            </p>
          ) : null}
          {state.sendFailed ? <p className="text-amber-800">{t("sendFailed")}</p> : null}
          {state.queued ? <p className="text-amber-800">{t("queued")}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
