import {
  InvoiceRoute,
  type InvoiceRouteParams,
  invoiceMetadata,
} from "@/features/invoices/invoice-route";
import { paths } from "@/lib/paths";

export const generateMetadata = invoiceMetadata;

export default function ShopInvoicePage({ params }: { params: InvoiceRouteParams }) {
  return (
    <InvoiceRoute side="seller" params={params} orderHref={(id) => paths.order("seller", id)} />
  );
}
