import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import * as repo from "./invoices.repo";

/*
 * Invoice numbers (decision 035): sequential per shop, taken in the transaction that marks
 * the order paid, never reused. The invoice's contents are read from the order and the ledger
 * when it is shown (flows/read-invoice.ts); only the number and the date are kept here.
 */

export interface InvoiceNumber {
  number: number;
  issuedAt: Date;
}

/**
 * Gives a just-paid order its invoice: the shop's next number. Runs in the paying
 * transaction, after the order was moved to `paid` under its lock, so it runs once per order.
 */
export async function issueInvoice(
  tx: Database,
  order: { id: number; sellerId: number },
): Promise<InvoiceNumber> {
  return repo.insertNextInvoice(tx, { orderId: order.id, sellerId: order.sellerId });
}

/** A paid order's invoice number and date; 404 `invoice_not_found` for an unpaid order. */
export async function invoiceNumberOf(db: Database, orderId: number): Promise<InvoiceNumber> {
  const row = await repo.findInvoice(db, orderId);
  if (!row) throw new AppError("invoice_not_found");
  return { number: row.number, issuedAt: row.issuedAt };
}
