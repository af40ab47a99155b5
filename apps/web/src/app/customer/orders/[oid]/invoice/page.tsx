import {
  InvoiceRoute,
  type InvoiceRouteParams,
  invoiceMetadata,
} from "@/features/invoices/invoice-route";
import { paths } from "@/lib/paths";

export const generateMetadata = invoiceMetadata;

export default function CustomerInvoicePage({ params }: { params: InvoiceRouteParams }) {
  return (
    <InvoiceRoute side="customer" params={params} orderHref={(id) => paths.order("customer", id)} />
  );
}
