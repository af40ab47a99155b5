"use client";

import { type AdminSettings, toAsciiDigits } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { controlClass } from "@/components/form/field-styles";
import { Skeleton } from "@/components/skeleton";
import { request, useApiQuery } from "@/lib/api";
import { inDigits } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";

const SETTINGS_KEY = "admin-settings";

type SettingKey = keyof AdminSettings;

/** /admin/settings: each setting (the commission, the return window), its default and history. */
export function SettingsView() {
  const t = useTranslations("console.settings");
  const settings = useApiQuery<AdminSettings>({ path: "/admin/settings", cacheKey: SETTINGS_KEY });

  if (settings.isError) {
    return <LoadFailed text={t("loadFailed")} onRetry={() => void settings.refetch()} />;
  }
  if (!settings.data) return <Skeleton className="h-72 w-full rounded-2xl" />;
  return (
    <div className="flex flex-col gap-6">
      <SettingCard settingKey="commission_percent" settings={settings.data.data} />
      <SettingCard settingKey="return_window_days" settings={settings.data.data} />
    </div>
  );
}

function SettingCard({
  settingKey,
  settings,
}: {
  settingKey: SettingKey;
  settings: AdminSettings;
}) {
  const t = useTranslations("console.settings");
  const texts = useTranslations(`console.settings.${settingKey}`);
  const language = useLocale();
  const inputId = useId();
  const headingId = useId();
  const [draft, setDraft] = useState("");
  const [isSaving, setSaving] = useState(false);
  const setting = settings[settingKey];
  const shown = (value: number) =>
    texts("value", { value: inDigits(String(value), language), count: value });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    // Typed in any digits, with either decimal sign; the API checks the range.
    const value = Number(toAsciiDigits(draft).replace("\u066B", ".").replace("/", ".").trim());
    const saved = await request<AdminSettings>({
      method: "PUT",
      path: `/admin/settings/${settingKey}`,
      payload: { value },
      cacheKey: SETTINGS_KEY,
    });
    setSaving(false);
    if (saved) setDraft("");
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {texts("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{texts("intro")}</p>
      <p className="mt-4 text-xl font-bold text-slate-900" data-testid={`${settingKey}-current`}>
        {t("current", { value: shown(setting.value) })}
      </p>
      <p className="text-sm text-slate-500">
        {texts("default", { value: shown(setting.default_value) })}
      </p>
      <form onSubmit={save} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
            {texts("newValue")}
          </label>
          <input
            id={inputId}
            inputMode="decimal"
            dir="ltr"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className={`${controlClass} w-40 border-slate-300`}
            required
          />
        </div>
        <button type="submit" disabled={isSaving || draft.trim() === ""} className={primaryButton}>
          {t("save")}
        </button>
      </form>
      <h3 className="mt-6 mb-2 font-bold text-slate-900">{t("history")}</h3>
      {setting.history.length === 0 ? (
        <p className="text-slate-600">{t("noHistory")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start">
            <thead>
              <tr className="border-b border-slate-200 text-sm text-slate-600">
                <th scope="col" className="py-2 text-start">
                  {t("when")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("value")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("changedBy")}
                </th>
              </tr>
            </thead>
            <tbody>
              {setting.history.map((change) => (
                <tr key={change.id} className="border-b border-slate-100">
                  <td className="py-2">{formatDateTime(change.created_at, language)}</td>
                  <td className="py-2 font-semibold">{shown(change.value)}</td>
                  <td className="py-2">
                    <bdi>{change.changed_by?.name ?? "—"}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
