"use client";

import type { ProductImport } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { Link } from "@/components/link";
import { ImportReport } from "./import-report";
import {
  applyProductImport,
  forgetSellerProducts,
  productsCsvPath,
  uploadProductCsv,
  useProductImport,
} from "./use-product-import";

/**
 * /shop/products/import: download the shop's CSV, upload an edited one, follow its check (the
 * dry run) and apply it. The import's id rides in the address (?import=), so a reload comes
 * back to the same report.
 */
export function ProductImportPage({ initialImportId }: { initialImportId: number | null }) {
  const t = useTranslations("productImport");
  const [importId, setImportId] = useState(initialImportId);
  const [isSending, setSending] = useState(false);
  const inputId = useId();
  const current = useProductImport(importId);
  const status = current.data?.status;

  useEffect(() => {
    const url =
      importId === null ? "/shop/products/import" : `/shop/products/import?import=${importId}`;
    window.history.replaceState(window.history.state, "", url);
  }, [importId]);

  useEffect(() => {
    if (status === "applied") forgetSellerProducts();
  }, [status]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setSending(true);
    const started = await uploadProductCsv(file);
    setSending(false);
    if (started) setImportId(started.id);
  };

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-bold text-slate-900">{t("export.title")}</h2>
        <p className="text-slate-600">{t("export.text")}</p>
        <a href={productsCsvPath} download className={`${secondaryButton} self-start`}>
          {t("export.action")}
        </a>
        <details className="text-sm text-slate-600">
          <summary className="cursor-pointer font-semibold text-slate-800">
            {t("columns.title")}
          </summary>
          <p className="mt-2" dir="auto">
            {t("columns.text")}
          </p>
        </details>
      </section>

      <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-bold text-slate-900">{t("upload.title")}</h2>
        <p className="text-slate-600">{t("upload.text")}</p>
        <label htmlFor={inputId} className="font-semibold text-slate-800">
          {t("upload.label")}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={isSending || status === "checking" || status === "applying"}
          onChange={(event) => {
            void upload(event.currentTarget.files?.[0]);
            event.currentTarget.value = "";
          }}
          className="block w-full text-sm text-slate-700 file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-primary-50 file:px-4 file:font-semibold file:text-primary-800"
        />
        {isSending ? <p role="status">{t("upload.sending")}</p> : null}
      </section>

      {current.data ? <ImportStatus record={current.data} onApply={setImportId} /> : null}

      <Link
        href="/shop/products"
        className="self-start font-semibold text-primary-700 hover:underline"
      >
        {t("back")}
      </Link>
    </div>
  );
}

function ImportStatus({
  record,
  onApply,
}: {
  record: ProductImport;
  onApply: (id: number) => void;
}) {
  const t = useTranslations("productImport");
  const format = useFormatter();
  const [isApplying, setApplying] = useState(false);
  if (record.status === "checking" || record.status === "applying") {
    const total = Math.max(record.total_rows, 1);
    const done = record.status === "checking" ? record.processed_rows : undefined;
    return (
      <section
        className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5"
        aria-live="polite"
      >
        <p role="status">
          {record.status === "checking"
            ? t("progress.checking", {
                done: format.number(record.processed_rows),
                total: format.number(record.total_rows),
              })
            : t("progress.applying", { total: format.number(record.total_rows) })}
        </p>
        <progress
          className="h-2 w-full accent-primary-700"
          max={total}
          {...(done === undefined ? {} : { value: done })}
        />
      </section>
    );
  }
  const changes = record.counts.new + record.counts.updated;
  const apply = async () => {
    setApplying(true);
    const applying = await applyProductImport(record.id);
    setApplying(false);
    if (applying) onApply(applying.id);
  };
  return (
    <ImportReport record={record}>
      {record.status === "checked" && record.counts.error === 0 && changes > 0 ? (
        <button
          type="button"
          className={`${primaryButton} self-start`}
          disabled={isApplying}
          onClick={() => void apply()}
        >
          {t("report.apply", { count: format.number(changes) })}
        </button>
      ) : null}
    </ImportReport>
  );
}
