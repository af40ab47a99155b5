import type { Language } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/i18n/local-date";

/*
 * Columns many admin lists share, so each list names only what it shows: a moment (in the
 * page's calendar and digits) and the row's buttons.
 */

/** A date and time, e.g. when a report was sent; empty when `at` gives none. */
export function dateTimeColumn<T>(
  id: string,
  header: string,
  at: (row: T) => string | null,
  language: Language,
  options: { enableSorting?: boolean } = {},
): ColumnDef<T> {
  return {
    id,
    header,
    enableSorting: options.enableSorting ?? false,
    cell: ({ row }) => {
      const value = at(row.original);
      return value ? (
        <time dateTime={value} className="whitespace-nowrap">
          {formatDateTime(value, language)}
        </time>
      ) : null;
    },
  };
}

/** The row's buttons; the header is for screen readers and the phone card's label. */
export function actionsColumn<T>(label: string, buttons: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: "actions",
    header: () => <span className="sr-only">{label}</span>,
    meta: { label },
    cell: ({ row }) => <div className="flex flex-wrap gap-2">{buttons(row.original)}</div>,
  };
}
