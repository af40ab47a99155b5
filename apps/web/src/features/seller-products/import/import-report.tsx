"use client";

import type { Language, ProductImport, ProductImportRow } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** The most report rows the page lists; a file of thousands is summed up by its counts. */
const shownRows = 300;

const outcomeStyles: Record<ProductImportRow["outcome"], string> = {
  new: "bg-primary-100 text-primary-900",
  updated: "bg-sky-100 text-sky-900",
  unchanged: "bg-slate-100 text-slate-700",
  error: "bg-red-100 text-red-900",
};

/**
 * What an import's check found: the counts, then each new, updated (field by field) or
 * failing row, errors first, with its problems in the page's language.
 */
export function ImportReport({
  record,
  children,
}: {
  record: ProductImport;
  children?: ReactNode;
}) {
  const t = useTranslations("productImport.report");
  const format = useFormatter();
  const counts = Object.fromEntries(
    Object.entries(record.counts).map(([key, value]) => [key, format.number(value)]),
  );
  const rows = [...record.rows].sort(
    (a, b) => Number(b.outcome === "error") - Number(a.outcome === "error") || a.row - b.row,
  );
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby="import-report-title"
    >
      <h2 id="import-report-title" className="text-lg font-bold text-slate-900">
        {t("title", { file: record.file_name })}
      </h2>
      <p data-testid="import-counts" className="font-semibold text-slate-800">
        {t("counts", counts)}
      </p>
      {record.status === "applied" ? (
        <p role="status" className="rounded-xl bg-primary-50 p-3 font-semibold text-primary-900">
          {t("applied", counts)}
        </p>
      ) : null}
      {record.status === "failed" ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-900">
          {t("failed")}
        </p>
      ) : null}
      {record.status === "checked" && record.counts.error > 0 ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {t("hasErrors")}
        </p>
      ) : null}
      {record.status === "checked" && record.rows.length === 0 ? <p>{t("empty")}</p> : null}
      {children}
      <ul className="flex flex-col divide-y divide-slate-100">
        {rows.slice(0, shownRows).map((row) => (
          <ReportRow key={row.row} row={row} />
        ))}
      </ul>
      {rows.length > shownRows ? (
        <p className="text-sm text-slate-600">
          {t("more", { count: format.number(rows.length - shownRows) })}
        </p>
      ) : null}
    </section>
  );
}

function ReportRow({ row }: { row: ProductImportRow }) {
  const t = useTranslations("productImport.report");
  const format = useFormatter();
  const language: Language = useLocale();
  const errors = Object.entries(row.errors[language]);
  const shown = (value: string) => (value === "" ? t("emptyValue") : value);
  return (
    <li className="flex flex-col gap-1 py-2" data-testid="import-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-500">{t("row", { row: format.number(row.row) })}</span>
        <span className={`rounded-full px-2 text-xs font-bold ${outcomeStyles[row.outcome]}`}>
          {t(`outcome.${row.outcome}`)}
        </span>
        <bdi className="font-semibold text-slate-900">{row.name}</bdi>
      </div>
      {row.changes.length > 0 ? (
        <ul className="ps-4 text-sm text-slate-700">
          {row.changes.map((change) => (
            <li key={change.field}>
              {t("change", {
                field: change.field,
                before: shown(change.before),
                after: shown(change.after),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {errors.length > 0 ? (
        <ul className="ps-4 text-sm text-red-800">
          {errors.map(([field, text]) => (
            <li key={field}>
              <span dir="ltr" className="font-mono">
                {field}
              </span>
              : {text}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
