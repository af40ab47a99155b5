"use client";

import { type CalendarDate, toCalendar, today } from "@internationalized/date";
import { useLocale, useTranslations } from "next-intl";
import { I18nProvider } from "react-aria-components";
import { DayField } from "@/components/day-field";
import { dateLocale, languages } from "@/lib/i18n/languages";
import { MARKET_TIME_ZONE } from "@/lib/i18n/local-date";
import { createPickerCalendar, fromIsoDate } from "@/lib/i18n/picker-dates";
import { type DateRange, hasDateRange, noDateRange } from "./date-range";

/**
 * The turnovers' date range: a first and a last day, either may be left open; the last day
 * cannot come before the first, nor either after today.
 */
export function DateRangeFilter({
  range,
  onChange,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const t = useTranslations("money.turnovers.filter");
  const language = useLocale();
  // Bounds in the calendar the picker shows: React Aria keeps a bound as given when it limits
  // the visible month, and a Gregorian bound would turn a Jalali calendar back to Gregorian.
  const shown = createPickerCalendar(languages[language].dates.calendar);
  const inShown = (date: CalendarDate | null) => (date ? toCalendar(date, shown) : null);
  const lastDay = inShown(today(MARKET_TIME_ZONE));

  return (
    <I18nProvider locale={dateLocale(language)}>
      <fieldset className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <legend className="sr-only">{t("legend")}</legend>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <DayField
            label={t("from")}
            value={range.from}
            maxValue={inShown(fromIsoDate(range.to)) ?? lastDay}
            onChange={(from) => onChange({ ...range, from })}
          />
          <DayField
            label={t("to")}
            value={range.to}
            minValue={inShown(fromIsoDate(range.from))}
            maxValue={lastDay}
            onChange={(to) => onChange({ ...range, to })}
          />
          {hasDateRange(range) ? (
            <button
              type="button"
              onClick={() => onChange(noDateRange)}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full px-4 font-semibold text-primary-700 hover:bg-primary-50"
            >
              {t("clear")}
            </button>
          ) : null}
        </div>
      </fieldset>
    </I18nProvider>
  );
}
