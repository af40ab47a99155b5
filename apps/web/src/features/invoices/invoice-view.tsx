"use client";

import type { Invoice } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Skeleton } from "@/components/skeleton";
import { lineName } from "@/features/cart";
import { useMoney, useUnitName } from "@/features/catalog";
import { bilingual, inDigits, joinList, writtenIn } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { type InvoiceSide, invoicePdfUrl, useInvoice } from "./invoice-queries";

/**
 * A paid order's invoice as a document: printed as it is shown (the print stylesheet in
 * globals.css leaves only `[data-print-root]` on paper), or downloaded as a PDF in the
 * page's language.
 */
export function InvoiceView({ side, orderId }: { side: InvoiceSide; orderId: number }) {
  const t = useTranslations("invoices");
  const language = useLocale();
  const query = useInvoice(side, orderId);
  const invoice = query.data?.data;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!invoice) return <Skeleton className="h-96 w-full rounded-2xl" />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3 print:hidden">
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          {t("print")}
        </button>
        <a
          className={secondaryButton}
          href={invoicePdfUrl(side, orderId, language)}
          download
          data-testid="invoice-pdf"
        >
          {t("downloadPdf")}
        </a>
      </div>
      <InvoiceDocument invoice={invoice} />
    </div>
  );
}

function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const t = useTranslations("invoices");
  const language = useLocale();
  const number = (value: number) => inDigits(String(value), language);
  return (
    <article
      data-print-root
      data-testid="invoice"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-bold text-slate-900">{t("title")}</h2>
        <dl className="text-sm">
          <div className="flex gap-2">
            <dt className="text-slate-500">{t("number")}</dt>
            <dd className="font-semibold" data-testid="invoice-number">
              {number(invoice.number)}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-500">{t("date")}</dt>
            <dd>
              <time dateTime={invoice.issued_at}>
                {formatDateTime(invoice.issued_at, language)}
              </time>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-slate-500">{t("order")}</dt>
            <dd>#{number(invoice.order_id)}</dd>
          </div>
        </dl>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="invoice-seller">
          <h3 id="invoice-seller" className="font-bold text-slate-900">
            {t("seller")}
          </h3>
          <p>
            <bdi>{bilingual(invoice.seller, language)}</bdi>
          </p>
          <p className="text-sm">
            {joinList(
              language,
              [invoice.seller.city, invoice.seller.province].flatMap((place) =>
                place ? [bilingual(place, language)] : [],
              ),
            )}
          </p>
          <p className="text-sm">
            {t("mobile", { mobile: inDigits(invoice.seller.mobile, language) })}
          </p>
        </section>
        <section aria-labelledby="invoice-buyer">
          <h3 id="invoice-buyer" className="font-bold text-slate-900">
            {t("buyer")}
          </h3>
          <p>
            <bdi>{invoice.buyer.name ?? invoice.address.receiver_name ?? t("noName")}</bdi>
          </p>
          <p className="text-sm">
            {t("mobile", { mobile: inDigits(invoice.buyer.mobile, language) })}
          </p>
          <p className="text-sm">
            <bdi>
              {joinList(language, [
                writtenIn(invoice.address, "address", language),
                bilingual(invoice.address.city, language),
              ])}
            </bdi>
          </p>
        </section>
      </div>
      <InvoiceLines invoice={invoice} />
      <InvoiceTotals invoice={invoice} />
      <p className="text-xs text-slate-500">{t("inToman")}</p>
    </article>
  );
}

function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const t = useTranslations("invoices");
  const language = useLocale();
  const money = useMoney();
  const unitName = useUnitName();
  const format = useFormatter();
  const amount = (value: number) => format.number(value, { maximumFractionDigits: 3 });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            <th className="py-2 text-start">{t("item")}</th>
            <th className="py-2 text-end">{t("quantity")}</th>
            <th className="py-2 text-end">{t("unitPrice")}</th>
            <th className="py-2 text-end">{t("discount")}</th>
            <th className="py-2 text-end">{t("amount")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoice.lines.map((line, index) => (
            // Lines have no id of their own on an invoice; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index} data-testid="invoice-line">
              <td className="py-2 pe-2">
                <bdi>{lineName(line, language)}</bdi>
              </td>
              <td className="py-2 text-end">
                {amount(line.count)} {unitName(line.stock_type, line.count)}
                {line.packed_count === null ? null : (
                  <span className="block text-xs text-slate-600" data-testid="invoice-packed">
                    {t("packed", {
                      count: amount(line.packed_count),
                      unit: unitName(line.stock_type, line.packed_count),
                    })}
                  </span>
                )}
              </td>
              <td className="py-2 text-end">{money.toman(line.unit_price_rials)}</td>
              <td className="py-2 text-end">{money.toman(line.discount_rials)}</td>
              <td className="py-2 text-end font-semibold">{money.toman(line.total_rials)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const t = useTranslations("invoices");
  // A refund is named as the wallet's turnovers name it: cancellation, packing, return.
  const kind = useTranslations("money.turnovers.kind");
  const codeText = useTranslations("discounts.order");
  const language = useLocale();
  const money = useMoney();
  const rows: { label: string; rials: number; strong?: boolean; testId?: string }[] = [
    { label: t("itemsTotal"), rials: invoice.items_total_rials },
    ...(invoice.discount_rials > 0
      ? [{ label: t("discountTotal"), rials: invoice.discount_rials }]
      : []),
    ...(invoice.code_discount
      ? [
          {
            label: codeText("row", { code: invoice.code_discount.code }),
            rials: -invoice.code_discount.discount_rials,
          },
        ]
      : []),
    { label: t("shipping"), rials: invoice.shipping_cost_rials },
    { label: t("total"), rials: invoice.total_rials, strong: true, testId: "invoice-total" },
    ...invoice.refunds.map((refund) => ({
      label: t("refund", {
        kind: kind(refund.kind as "order_refund"),
        date: formatDateTime(refund.created_at, language),
      }),
      rials: -refund.amount_rials,
    })),
    ...(invoice.refunds.length > 0
      ? [{ label: t("net"), rials: invoice.net_rials, strong: true, testId: "invoice-net" }]
      : []),
  ];
  return (
    <dl className="ms-auto flex w-full max-w-sm flex-col gap-1">
      {rows.map((row) => (
        <div
          key={row.label}
          className={`flex justify-between gap-3 ${row.strong ? "border-t border-slate-200 pt-1 font-bold text-slate-900" : ""}`}
        >
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{money.toman(row.rials)}</dd>
        </div>
      ))}
    </dl>
  );
}
