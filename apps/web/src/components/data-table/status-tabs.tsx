"use client";

import { Link } from "@/components/link";

/**
 * Tabs above a DataTable that pick one status of its list (the cash-out queue, reports,
 * support): links, so the status lives in the URL (`?status=`) beside the table's page; the
 * first option is the default and has the plain address. Changing tab starts at page one.
 */
export function StatusTabs<V extends string>({
  label,
  path,
  options,
  current,
}: {
  label: string;
  path: string;
  options: readonly { value: V; label: string }[];
  current: V;
}) {
  const first = options[0]?.value;
  return (
    <nav aria-label={label} className="mb-5">
      <ul className="flex gap-1 overflow-x-auto rounded-full bg-slate-200/70 p-1">
        {options.map((option) => (
          <li key={option.value} className="flex-1">
            <Link
              href={option.value === first ? path : `${path}?status=${option.value}`}
              aria-current={option.value === current ? "page" : undefined}
              scroll={false}
              className={`flex min-h-11 items-center justify-center rounded-full px-3 text-center font-semibold whitespace-nowrap ${
                option.value === current
                  ? "bg-white text-primary-800 shadow-sm"
                  : "text-slate-600 hover:text-slate-900"
              }`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
