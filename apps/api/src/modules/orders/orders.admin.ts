import type { AdminOrderRow, adminOrdersQuerySchema } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";

const { orders, sellers, users } = schema;
const zone = "Asia/Tehran";

type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** Orders joined to their customer and their shop, with the names the admins know them by. */
function ordersWithPeople(db: Database) {
  return db
    .select({
      order: orders,
      customerName: users.name,
      customerMobile: users.mobile,
      storeName: sellers.storeName,
      storeNameEn: sellers.storeNameEn,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .innerJoin(sellers, eq(sellers.userId, orders.sellerId));
}

/** `GET /admin/orders`: a page of every order, by status, shop, customer and Tehran days. */
export async function listOrdersForAdmin(db: Database, query: AdminOrdersQuery) {
  const direction = query.order === "asc" ? asc : desc;
  const rows = await ordersWithPeople(db)
    .where(
      and(
        query.status ? eq(orders.status, query.status) : undefined,
        query.seller_id ? eq(orders.sellerId, query.seller_id) : undefined,
        query.customer_id ? eq(orders.customerId, query.customer_id) : undefined,
        query.from
          ? gte(orders.createdAt, sql`(${query.from}::date::timestamp at time zone ${zone})`)
          : undefined,
        query.to
          ? lt(orders.createdAt, sql`((${query.to}::date + 1)::timestamp at time zone ${zone})`)
          : undefined,
      ),
    )
    .orderBy(
      direction(query.sort === "total" ? orders.totalRials : orders.createdAt),
      direction(orders.id),
    )
    .limit(query.per_page + 1)
    .offset((query.page - 1) * query.per_page);
  const items: AdminOrderRow[] = rows.slice(0, query.per_page).map((row) => ({
    id: row.order.id,
    status: row.order.status,
    total_rials: row.order.totalRials,
    created_at: row.order.createdAt.toISOString(),
    customer: { id: row.order.customerId, name: row.customerName, mobile: row.customerMobile },
    shop: { id: row.order.sellerId, store_name: row.storeName, store_name_en: row.storeNameEn },
  }));
  return {
    items,
    page: query.page,
    per_page: query.per_page,
    has_more: rows.length > query.per_page,
  };
}

/** An order with its customer and shop as the admins see them (with mobiles); 404 if none. */
export async function findOrderForAdmin(db: Database, orderId: number) {
  const [row] = await ordersWithPeople(db).where(eq(orders.id, orderId));
  if (!row) throw new AppError("order_not_found");
  const [owner] = await db
    .select({ name: users.name, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, row.order.sellerId));
  return {
    row: row.order,
    customer: { id: row.order.customerId, name: row.customerName, mobile: row.customerMobile },
    shop: {
      id: row.order.sellerId,
      name: owner?.name ?? null,
      mobile: owner?.mobile ?? "",
      store_name: row.storeName,
      store_name_en: row.storeNameEn,
    },
  };
}
