import {
  InvoiceRoute,
  type InvoiceRouteParams,
  invoiceMetadata,
} from "@/features/invoices/invoice-route";
import { paths } from "@/lib/paths";

export const generateMetadata = invoiceMetadata;

export default function AdminInvoicePage({ params }: { params: InvoiceRouteParams }) {
  return <InvoiceRoute side="admin" params={params} orderHref={paths.adminOrder} />;
}
