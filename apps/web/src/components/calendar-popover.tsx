"use client";

import type { CalendarIdentifier, Calendar as CalendarSystem } from "@internationalized/date";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
} from "react-aria-components";
import { BackArrowIcon, ForwardArrowIcon } from "@/components/icons";

export const calendarNavButton =
  "inline-flex size-11 items-center justify-center rounded-full text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-3 focus-visible:ring-primary-200";

/**
 * The month grid a date picker opens: previous/next month (arrows mirrored in RTL), the
 * month's name and its days, in the calendar of the surrounding I18nProvider.
 */
export function CalendarPopover({
  createCalendar,
  previousLabel,
  nextLabel,
}: {
  /** Which calendars may be drawn, so the others stay out of the bundle. */
  createCalendar: (identifier: CalendarIdentifier) => CalendarSystem;
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <Popover className="rounded-2xl border border-slate-200 bg-white p-3 shadow-xl outline-none">
      <Dialog className="outline-none">
        <Calendar createCalendar={createCalendar}>
          <header className="flex items-center justify-between gap-2 pb-2">
            <Button slot="previous" className={calendarNavButton} aria-label={previousLabel}>
              <BackArrowIcon className="size-5" />
            </Button>
            <Heading className="font-bold text-slate-900" />
            <Button slot="next" className={calendarNavButton} aria-label={nextLabel}>
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
  );
}
