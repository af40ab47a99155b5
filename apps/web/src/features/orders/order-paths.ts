import type { OrderSide } from "@kesht/contracts";

/** The API's prefix for a side's orders (SPEC §7: /customer/orders, /seller/orders). */
export function ordersApi(side: OrderSide): string {
  return side === "customer" ? "/customer/orders" : "/seller/orders";
}
