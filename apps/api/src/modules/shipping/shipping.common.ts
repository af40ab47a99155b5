import { todayIn } from "../checkout/checkout.rules";

/** Today's date where the loads are (Tehran): a loading date before it is over. */
export function shippingToday(now = new Date()): string {
  return todayIn(now);
}
