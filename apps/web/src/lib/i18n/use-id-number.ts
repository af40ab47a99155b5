import { useFormatter } from "next-intl";

/**
 * A number that names something (order 1204, load 12, a shipment): in the page's digits
 * ("سفارش ۱۲۰۴"), never grouped like an amount ("1,204").
 */
export function useIdNumber(): (id: number) => string {
  const format = useFormatter();
  return (id) => format.number(id, { useGrouping: false });
}
