"use client";

import type { CalendarDate } from "@internationalized/date";
import { useTranslations } from "next-intl";
import { Button, DateInput, DatePicker, DateSegment, Group, Label } from "react-aria-components";
import { CalendarPopover, calendarNavButton } from "@/components/calendar-popover";
import { CalendarIcon } from "@/components/icons";
import { createPickerCalendar, fromIsoDate, toIsoDate } from "@/lib/i18n/picker-dates";

/**
 * One day of a date filter: typed in segments or picked from a calendar, in the calendar of
 * the surrounding I18nProvider (Jalali on Persian pages). The value is an ISO date or null.
 */
export function DayField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
}: {
  label: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  minValue?: CalendarDate | null;
  maxValue?: CalendarDate | null;
}) {
  const t = useTranslations("money.turnovers.filter");
  return (
    <DatePicker
      value={fromIsoDate(value)}
      onChange={(date) => onChange(date ? toIsoDate(date) : null)}
      minValue={minValue ?? undefined}
      maxValue={maxValue ?? undefined}
      granularity="day"
      className="flex min-w-0 flex-1 flex-col gap-1.5"
    >
      <Label className="text-sm font-semibold text-slate-800">{label}</Label>
      <Group className="flex min-h-11 items-center rounded-xl border border-slate-300 bg-white ps-3 focus-within:border-primary-500 focus-within:ring-3 focus-within:ring-primary-200 data-invalid:border-red-500">
        <DateInput className="flex flex-1 py-2">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums text-slate-900 outline-none focus:bg-primary-100 focus:text-primary-900 data-placeholder:text-slate-400"
            />
          )}
        </DateInput>
        <Button aria-label={t("open", { field: label })} className={calendarNavButton}>
          <CalendarIcon className="size-5" />
        </Button>
      </Group>
      <CalendarPopover
        createCalendar={createPickerCalendar}
        previousLabel={t("previousMonth")}
        nextLabel={t("nextMonth")}
      />
    </DatePicker>
  );
}
