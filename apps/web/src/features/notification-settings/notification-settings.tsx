"use client";

import {
  isLanguage,
  type NotificationPreferences,
  type NotificationPreferencesBody,
  type OutboundChannel,
  outboundChannels,
} from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { request, useApiQuery } from "@/lib/api";

const PATH = "/me/notification-preferences";
const CACHE_KEY = "notification-preferences";

/**
 * The person's channels outside the app (issue 27): per kind, SMS, push and e-mail on or
 * off; SMS altogether; and the language their texts come in (saved with any change, from
 * the language they are using). The bell inside the app always shows everything.
 */
export function NotificationSettings() {
  const t = useTranslations("notificationSettings");
  const locale = useLocale();
  const query = useApiQuery<NotificationPreferences>({ path: PATH, cacheKey: CACHE_KEY });
  // The choice shows at once; the server's answer replaces it (or the last state on failure).
  const [shown, setShown] = useState<NotificationPreferences | null>(null);
  const prefs = shown ?? query.data?.data;

  const save = async (body: NotificationPreferencesBody, expected: NotificationPreferences) => {
    const before = prefs ?? null;
    setShown(expected);
    const answer = await request<NotificationPreferences>({
      method: "PUT",
      path: PATH,
      payload: { ...body, ...(isLanguage(locale) ? { language: locale } : {}) },
      cacheKey: CACHE_KEY,
      label: "notification preferences",
    });
    setShown(answer ? answer.data : before);
  };

  if (!prefs) {
    return <p className="text-neutral-600">{query.isError ? t("loadFailed") : t("loading")}</p>;
  }
  const channelLabel = (channel: OutboundChannel) => t(`channels.${channel}`);
  return (
    <div className="flex flex-col gap-6">
      <label className="flex items-center gap-3 rounded-lg border border-neutral-200 p-4">
        <input
          type="checkbox"
          className="size-5"
          checked={!prefs.sms_stopped}
          onChange={(event) =>
            save(
              { sms_stopped: !event.target.checked },
              { ...prefs, sms_stopped: !event.target.checked },
            )
          }
        />
        <span className="flex flex-col">
          <span className="font-semibold">{t("smsAll")}</span>
          <span className="text-sm text-neutral-600">{t("quietHours")}</span>
        </span>
      </label>
      <table className="w-full text-start">
        <caption className="pb-2 text-start text-sm text-neutral-600">{t("caption")}</caption>
        <thead>
          <tr className="border-b border-neutral-200">
            <th scope="col" className="py-2 pe-3 text-start">
              {t("kind")}
            </th>
            {outboundChannels.map((channel) => (
              <th key={channel} scope="col" className="px-2 py-2 text-center">
                {channelLabel(channel)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {prefs.kinds.map((entry) => (
            <tr key={entry.kind} className="border-b border-neutral-100">
              <th scope="row" className="py-2 pe-3 text-start font-normal">
                {t(`kinds.${entry.kind}`)}
              </th>
              {outboundChannels.map((channel) => {
                const off = channel === "email" && !prefs.has_email;
                return (
                  <td key={channel} className="px-2 py-2 text-center">
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={`${t(`kinds.${entry.kind}`)}: ${channelLabel(channel)}`}
                      checked={entry.channels[channel]}
                      disabled={off || (channel === "sms" && prefs.sms_stopped)}
                      onChange={(event) => {
                        const on = event.target.checked;
                        void save(
                          { kinds: [{ kind: entry.kind, channels: { [channel]: on } }] },
                          {
                            ...prefs,
                            kinds: prefs.kinds.map((other) =>
                              other.kind === entry.kind
                                ? { ...other, channels: { ...other.channels, [channel]: on } }
                                : other,
                            ),
                          },
                        );
                      }}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {prefs.has_email ? null : <p className="text-sm text-neutral-600">{t("noEmail")}</p>}
    </div>
  );
}
