"use client";

import type { CalendarDate } from "@internationalized/date";
import { useTranslations } from "next-intl";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from "react-aria-components";
import { BackArrowIcon } from "@/components/icons";
import { CalendarIcon } from "@/features/cart/commerce-icons";
import { createPickerCalendar, fromIsoDate, toIsoDate } from "@/features/checkout/delivery-date";
import { ForwardArrowIcon } from "@/features/shop-registration/arrows";

const navButton =
  "inline-flex size-11 items-center justify-center rounded-full text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-3 focus-visible:ring-primary-200";

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
        <Button aria-label={t("open", { field: label })} className={navButton}>
          <CalendarIcon className="size-5" />
        </Button>
      </Group>
      <Popover className="rounded-2xl border border-slate-200 bg-white p-3 shadow-xl outline-none">
        <Dialog className="outline-none">
          <Calendar createCalendar={createPickerCalendar}>
            <header className="flex items-center justify-between gap-2 pb-2">
              <Button slot="previous" className={navButton} aria-label={t("previousMonth")}>
                <BackArrowIcon className="size-5" />
              </Button>
              <Heading className="font-bold text-slate-900" />
              <Button slot="next" className={navButton} aria-label={t("nextMonth")}>
                <ForwardArrowIcon />
              </Button>
            </header>
            <CalendarGrid className="border-separate border-spacing-1">
              {(date) => (
                <CalendarCell
                  date={date}
                  className="flex size-10 items-center justify-center rounded-full text-sm text-slate-800 outline-none hover:bg-primary-50 focus-visible:ring-3 focus-visible:ring-primary-200 data-disabled:text-slate-300 data-disabled:hover:bg-transparent data-outside-month:hidden data-selected:bg-primary-700 data-selected:text-white"
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
