import type { Invoice, InvoiceLine } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { invoiceNumberOf } from "../modules/invoices/invoices.service";
import { refundsToBuyer } from "../modules/ledger/order-refunds";
import { findOrderForAdmin } from "../modules/orders/orders.admin";
import { listPricesOf, ownCustomerOrder, ownSellerOrder } from "../modules/orders/orders.service";
import type { OrderRow } from "../modules/orders/orders.transition";
import { toOrder } from "../modules/orders/orders.view";

/** Who asks for an invoice: its buyer, its shop, or an admin (who may read any). */
export type InvoiceReader =
  | { role: "customer"; userId: number }
  | { role: "seller"; userId: number }
  | { role: "admin" };

/** The order, when the reader may see it: 404 for none (or, for a shop, an unpaid one), 403 for another's. */
async function readableOrder(db: Database, reader: InvoiceReader, orderId: number) {
  if (reader.role === "customer") await ownCustomerOrder(db, reader.userId, orderId);
  if (reader.role === "seller") await ownSellerOrder(db, reader.userId, orderId);
  return findOrderForAdmin(db, orderId);
}

function invoiceLines(
  items: Awaited<ReturnType<typeof toOrder>>["items"],
  listPrices: Map<number, number | null>,
): InvoiceLine[] {
  return items.map((item) => {
    const listPrice = listPrices.get(item.id) ?? null;
    const before = listPrice === null ? item.total_rials : Math.round(listPrice * item.count);
    return {
      name: item.name,
      latin_name: item.latin_name,
      count: item.count,
      packed_count: item.packed_count,
      stock_type: item.stock_type,
      unit_price_rials: item.unit_price_rials,
      list_price_rials: listPrice,
      discount_rials: Math.max(0, before - item.total_rials),
      total_rials: item.total_rials,
    };
  });
}

/**
 * A paid order's invoice, read from the modules that own each part: its number (invoices),
 * the order's lines, address and amounts (orders), the people (orders' admin read, with
 * mobiles) and the refunds (the ledger's one rule, `refundsToBuyer`). 404
 * `invoice_not_found` for an order that was never paid.
 */
export async function readInvoice(
  db: Database,
  reader: InvoiceReader,
  orderId: number,
): Promise<Invoice> {
  const found = await readableOrder(db, reader, orderId);
  const row: OrderRow = found.row;
  const number = await invoiceNumberOf(db, orderId);
  // One query after another: `db` may be a transaction, which runs one statement at a time.
  const order = await toOrder(db, row);
  const lines = invoiceLines(order.items, await listPricesOf(db, orderId));
  const refunds = (await refundsToBuyer(db, row)).map((refund) => ({
    kind: refund.kind,
    amount_rials: refund.amountRials,
    created_at: refund.createdAt.toISOString(),
  }));
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount_rials, 0);
  return {
    number: number.number,
    issued_at: number.issuedAt.toISOString(),
    order_id: order.id,
    order_status: order.status,
    seller: { ...order.seller, owner_name: found.shop.name, mobile: found.shop.mobile },
    buyer: { name: found.customer.name, mobile: found.customer.mobile },
    address: order.address,
    lines,
    items_total_rials: order.items_total_rials,
    discount_rials: lines.reduce((sum, line) => sum + line.discount_rials, 0),
    code_discount: order.discount,
    shipping_cost_rials: order.shipping_cost_rials,
    total_rials: order.total_rials,
    refunds,
    refunded_rials: refunded,
    net_rials: order.total_rials - refunded,
  };
}
