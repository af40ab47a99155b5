import { z } from "zod";
import { tableDayQuery, tableQueryShape } from "./admin-table";
import { pageOf } from "./catalog";
import { orderStatuses } from "./commerce";
import { queryNumber } from "./query";

const optionalId = () =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    queryNumber((n) =>
      n.int("invalid_number").positive("invalid_number").max(2_147_483_647, "invalid_number"),
    ).optional(),
  );

/**
 * `GET /admin/orders`: every order, filtered by status, shop, customer and the Tehran days it
 * was placed on (`from`/`to` inclusive; the web picks them in the Jalali calendar in Persian).
 */
export const adminOrdersQuerySchema = z.strictObject({
  ...tableQueryShape(["created_at", "total"], "created_at"),
  status: z.enum(orderStatuses, "invalid_choice").optional(),
  seller_id: optionalId(),
  customer_id: optionalId(),
  from: tableDayQuery,
  to: tableDayQuery,
});

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  total_rials: z.number().int(),
  created_at: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string().nullable(), mobile: z.string() }),
  shop: z.object({ id: z.number().int(), store_name: z.string(), store_name_en: z.string() }),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderPageSchema = pageOf(adminOrderRowSchema);
