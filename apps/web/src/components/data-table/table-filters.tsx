"use client";

import { type CalendarDate, toCalendar } from "@internationalized/date";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { I18nProvider } from "react-aria-components";
import { DayField } from "@/components/day-field";
import { controlClass } from "@/components/form/field-styles";
import { SearchIcon } from "@/components/icons";
import { dateLocale, languages } from "@/lib/i18n/languages";
import { createPickerCalendar, fromIsoDate } from "@/lib/i18n/picker-dates";

/** The filters a DataTable draws above its rows; each keeps its value in the URL. */
export type DataTableFilter =
  /** Free text (name, mobile, code…), sent after the person stops typing. */
  | { kind: "search"; id: string; label: string; placeholder?: string }
  /** One of a few values; "all" sends nothing. */
  | {
      kind: "select";
      id: string;
      label: string;
      options: readonly { value: string; label: string }[];
    }
  /** A first and a last day (ISO in the URL, Jalali on Persian pages), either may be open. */
  | { kind: "dateRange"; fromId: string; toId: string; fromLabel: string; toLabel: string };

export function filterIdsOf(filters: readonly DataTableFilter[]): string[] {
  return filters.flatMap((filter) =>
    filter.kind === "dateRange" ? [filter.fromId, filter.toId] : [filter.id],
  );
}

const searchDelayMs = 350;

export function TableFilters({
  filters,
  values,
  onChange,
}: {
  filters: readonly DataTableFilter[];
  values: Record<string, string>;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const language = useLocale();
  // Bounds in the calendar the picker shows: a Gregorian bound would turn a Jalali picker back
  // to Gregorian (as the turnovers' date filter found).
  const shown = createPickerCalendar(languages[language].dates.calendar);
  const bound = (iso: string | undefined): CalendarDate | null => {
    const date = fromIsoDate(iso ?? null);
    return date ? toCalendar(date, shown) : null;
  };
  if (filters.length === 0) return null;
  return (
    <I18nProvider locale={dateLocale(language)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {filters.map((filter) => (
          <FilterControl
            key={filter.kind === "dateRange" ? filter.fromId : filter.id}
            filter={filter}
            values={values}
            onChange={onChange}
            bound={bound}
          />
        ))}
      </div>
    </I18nProvider>
  );
}

function SearchFilter({
  filter,
  value,
  onChange,
}: {
  filter: Extract<DataTableFilter, { kind: "search" }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const [text, setText] = useState(value);
  // The URL changes under the field too (back button, "clear filters"): follow it.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:w-72">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {filter.label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={filter.placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onChange(text.trim());
          }}
          className={`${controlClass} border-slate-300 ps-10`}
        />
      </div>
    </div>
  );
}

function SelectFilter({
  filter,
  value,
  onChange,
}: {
  filter: Extract<DataTableFilter, { kind: "select" }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations("dataTable");
  const selectId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:w-48">
      <label htmlFor={selectId} className="text-sm font-semibold text-slate-800">
        {filter.label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} border-slate-300`}
      >
        <option value="">{t("all")}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterControl({
  filter,
  values,
  onChange,
  bound,
}: {
  filter: DataTableFilter;
  values: Record<string, string>;
  onChange: (changes: Record<string, string | undefined>) => void;
  bound: (iso: string | undefined) => CalendarDate | null;
}) {
  switch (filter.kind) {
    case "search":
      return (
        <SearchFilter
          filter={filter}
          value={values[filter.id] ?? ""}
          onChange={(value) => onChange({ [filter.id]: value })}
        />
      );
    case "select":
      return (
        <SelectFilter
          filter={filter}
          value={values[filter.id] ?? ""}
          onChange={(value) => onChange({ [filter.id]: value })}
        />
      );
    case "dateRange":
      return (
        <div className="flex min-w-0 gap-3 sm:w-[28rem]">
          <DayField
            label={filter.fromLabel}
            value={values[filter.fromId] ?? null}
            maxValue={bound(values[filter.toId])}
            onChange={(iso) => onChange({ [filter.fromId]: iso ?? undefined })}
          />
          <DayField
            label={filter.toLabel}
            value={values[filter.toId] ?? null}
            minValue={bound(values[filter.fromId])}
            onChange={(iso) => onChange({ [filter.toId]: iso ?? undefined })}
          />
        </div>
      );
  }
}
