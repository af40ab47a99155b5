import type { Metadata } from "next";
import { ServerMapTiles } from "@/features/map/server-map-tiles";
import {
  OrderRoute,
  type OrderRouteParams,
  type OrderRouteSearchParams,
  orderRouteMetadata,
} from "@/features/orders/order-route";

export function generateMetadata({ params }: { params: OrderRouteParams }): Promise<Metadata> {
  return orderRouteMetadata(params);
}

export default function CustomerOrderPage(props: {
  params: OrderRouteParams;
  searchParams: OrderRouteSearchParams;
}) {
  // The driver's map shows while the order is in transit: it needs the tile source.
  return (
    <ServerMapTiles>
      <OrderRoute side="customer" {...props} />
    </ServerMapTiles>
  );
}
