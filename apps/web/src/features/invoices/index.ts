/** What other parts of the app use of invoices: they import it from here. */
export { invoicePdfUrl } from "./invoice-queries";
export { InvoiceView } from "./invoice-view";
export { StatementView } from "./statement-view";
