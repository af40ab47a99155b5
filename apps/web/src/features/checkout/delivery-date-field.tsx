"use client";

import { toCalendar } from "@internationalized/date";
import { useLocale, useTranslations } from "next-intl";
import {
  Button,
  DateInput,
  DatePicker,
  DateSegment,
  Group,
  I18nProvider,
  Label,
  Text,
} from "react-aria-components";
import { CalendarPopover, calendarNavButton } from "@/components/calendar-popover";
import { validationText } from "@/components/form/validation-text";
import { CalendarIcon } from "@/components/icons";
import { dateLocale, languages } from "@/lib/i18n/languages";
import { createPickerCalendar, fromIsoDate, toIsoDate } from "@/lib/i18n/picker-dates";
import { earliestDeliveryDate } from "./delivery-date";

/**
 * The delivery date (SPEC §5: not before today): typed in segments or picked from a calendar,
 * the Persian (Jalali) calendar on Persian pages. The value is the ISO date the API takes.
 */
export function DeliveryDateField({
  value,
  onChange,
  onBlur,
  error,
  description,
  label,
  firstDay,
}: {
  value: string | undefined;
  onChange: (iso: string | undefined) => void;
  onBlur: () => void;
  /** A message key (e.g. "date_before_today") or a text from the API. */
  error: string | undefined;
  description?: string | undefined;
  /** Another name for the date (a loading date); "Delivery date" unless given. */
  label?: string;
  /** The first day that can be chosen (yyyy-mm-dd), when later than today. */
  firstDay?: string | undefined;
}) {
  const t = useTranslations("commerce.checkout.date");
  const language = useLocale();
  // Dates in the calendar the picker shows: React Aria keeps a bound or a value in the
  // calendar it is given, and a Gregorian one would turn the Jalali calendar back to Gregorian.
  const shown = createPickerCalendar(languages[language].dates.calendar);
  const today = earliestDeliveryDate();
  const later = fromIsoDate(firstDay);
  const earliest = toCalendar(later && later.compare(today) > 0 ? later : today, shown);
  const picked = fromIsoDate(value);
  const errorText = validationText(error, language);

  return (
    <I18nProvider locale={dateLocale(language)}>
      <DatePicker
        value={picked ? toCalendar(picked, shown) : null}
        onChange={(date) => onChange(date ? toIsoDate(date) : undefined)}
        onBlur={onBlur}
        minValue={earliest}
        placeholderValue={earliest}
        granularity="day"
        isInvalid={Boolean(errorText)}
        // The message is ours, in the app's words, not the browser's.
        validationBehavior="aria"
        className="flex flex-col gap-1.5"
      >
        <Label className="text-sm font-semibold text-slate-800">{label ?? t("label")}</Label>
        <Group
          className={`flex min-h-11 items-center rounded-xl border bg-white ps-3 focus-within:border-primary-500 focus-within:ring-3 focus-within:ring-primary-200 ${
            errorText ? "border-red-500" : "border-slate-300"
          }`}
        >
          <DateInput className="flex flex-1 py-2">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums text-slate-900 outline-none focus:bg-primary-100 focus:text-primary-900 data-placeholder:text-slate-400"
              />
            )}
          </DateInput>
          <Button aria-label={t("open")} className={calendarNavButton}>
            <CalendarIcon className="size-5" />
          </Button>
        </Group>
        {description ? (
          <Text slot="description" className="text-sm text-slate-500">
            {description}
          </Text>
        ) : null}
        {errorText ? (
          <Text slot="errorMessage" className="text-sm font-medium text-red-700">
            {errorText}
          </Text>
        ) : null}
        <CalendarPopover
          createCalendar={createPickerCalendar}
          previousLabel={t("previous")}
          nextLabel={t("next")}
        />
      </DatePicker>
    </I18nProvider>
  );
}
