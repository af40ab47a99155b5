"use client";

import {
  type CalendarDate,
  GregorianCalendar,
  parseDate,
  toCalendar,
  toCalendarDate,
} from "@internationalized/date";
import { useTranslations } from "next-intl";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from "react-aria-components";
import { CalendarIcon, ChevronIcon } from "@/components/icons";

interface PropertyDateFieldProps {
  id: string;
  label: string;
  optionalLabel?: string | undefined;
  /** ISO yyyy-mm-dd, or "" when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

function toDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** Whatever calendar the picker worked in, the API gets a Gregorian ISO date. */
function toIso(date: DateValue | null): string {
  if (!date) return "";
  return toCalendar(toCalendarDate(date), new GregorianCalendar()).toString();
}

/**
 * A date typed segment by segment or picked from a calendar. React Aria lays it out and counts
 * in the locale's calendar (Persian in Persian, through the app's I18nProvider); the value
 * stays Gregorian, as the API stores it.
 */
export function PropertyDateField({
  id,
  label,
  optionalLabel,
  value,
  onChange,
  error,
}: PropertyDateFieldProps) {
  const t = useTranslations("sellerProducts.properties");
  return (
    <DatePicker
      id={id}
      value={toDate(value)}
      onChange={(date) => onChange(toIso(date))}
      isInvalid={Boolean(error)}
      // Our own message shows the error; the browser's own check stays out of the way.
      validationBehavior="aria"
      className="flex flex-col gap-1.5"
    >
      <Label className="text-sm font-semibold text-slate-800">
        {label}
        {optionalLabel ? (
          <span className="ms-1 font-normal text-slate-500">({optionalLabel})</span>
        ) : null}
      </Label>
      <Group
        className={`flex min-h-11 w-full items-center rounded-xl border bg-white ps-3 text-base text-slate-900 transition-colors sm:max-w-80 data-[focus-within]:border-primary-500 data-[focus-within]:ring-3 data-[focus-within]:ring-primary-200 ${
          error ? "border-red-500" : "border-slate-300"
        }`}
      >
        <DateInput className="flex flex-1 items-center gap-0.5 py-2">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums outline-none data-[focused]:bg-primary-600 data-[focused]:text-white data-[placeholder]:text-slate-400 data-[type=literal]:text-slate-400"
            />
          )}
        </DateInput>
        <Button
          aria-label={t("openCalendar")}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 outline-none hover:text-primary-700 data-[focus-visible]:outline-3 data-[focus-visible]:outline-primary-500"
        >
          <CalendarIcon className="size-5" />
        </Button>
      </Group>
      <Text slot="description" className="text-sm text-slate-500">
        {t("dateHint")}
      </Text>
      {error ? (
        <Text slot="errorMessage" className="text-sm font-medium text-red-700">
          {error}
        </Text>
      ) : null}
      <Popover className="rounded-2xl border border-slate-200 bg-white p-3 shadow-xl outline-none">
        <Dialog className="outline-none">
          <Calendar className="w-72">
            <header className="mb-2 flex items-center justify-between gap-2">
              <Button
                slot="previous"
                className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 outline-none hover:bg-slate-100 data-[focus-visible]:outline-3 data-[focus-visible]:outline-primary-500"
              >
                <ChevronIcon className="size-5 rotate-180" />
              </Button>
              <Heading className="text-base font-bold text-slate-900" />
              <Button
                slot="next"
                className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 outline-none hover:bg-slate-100 data-[focus-visible]:outline-3 data-[focus-visible]:outline-primary-500"
              >
                <ChevronIcon className="size-5" />
              </Button>
            </header>
            <CalendarGrid className="w-full border-separate border-spacing-0.5 text-center text-sm">
              {(date) => (
                <CalendarCell
                  date={date}
                  className="flex size-9 cursor-pointer items-center justify-center rounded-full text-slate-800 outline-none hover:bg-slate-100 data-[outside-month]:hidden data-[disabled]:text-slate-300 data-[focus-visible]:outline-2 data-[focus-visible]:outline-primary-500 data-[selected]:bg-primary-700 data-[selected]:text-white"
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
