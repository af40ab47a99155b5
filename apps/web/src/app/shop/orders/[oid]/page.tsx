import type { Metadata } from "next";
import {
  OrderRoute,
  type OrderRouteParams,
  type OrderRouteSearchParams,
  orderRouteMetadata,
} from "@/features/orders/order-route";

export function generateMetadata({ params }: { params: OrderRouteParams }): Promise<Metadata> {
  return orderRouteMetadata(params);
}

export default function ShopOrderPage(props: {
  params: OrderRouteParams;
  searchParams: OrderRouteSearchParams;
}) {
  return <OrderRoute side="seller" {...props} />;
}
