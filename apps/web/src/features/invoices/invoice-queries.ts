"use client";

import type { Invoice, Language, OrderSide, StatementMonth } from "@kesht/contracts";
import { useApiQuery } from "@/lib/api";
import { ordersCacheKey } from "@/lib/api/cache-keys";

/** Who reads an invoice: the buyer, the shop, or an admin. */
export type InvoiceSide = OrderSide | "admin";

const apiPrefix = { customer: "/customer", seller: "/seller", admin: "/admin" } as const;

function invoiceApi(side: InvoiceSide, orderId: number): string {
  return `${apiPrefix[side]}/orders/${orderId}/invoice`;
}

/** The PDF's address for a plain link: the web app passes /api/v1 on to the API. */
export function invoicePdfUrl(side: InvoiceSide, orderId: number, language: Language): string {
  return `/api/v1${invoiceApi(side, orderId)}.pdf?lang=${language}`;
}

export function useInvoice(side: InvoiceSide, orderId: number) {
  return useApiQuery<Invoice>({
    path: invoiceApi(side, orderId),
    // A refund of the order changes the invoice: it goes stale with the side's orders.
    ...(side === "admin" ? {} : { cacheKey: ordersCacheKey(side) }),
  });
}

/** The shop's monthly commission statement, in the page's calendar. */
export function useStatement(calendar: "gregorian" | "jalali") {
  return useApiQuery<StatementMonth[]>({
    path: "/seller/statement",
    payload: { months: 12, calendar },
  });
}
