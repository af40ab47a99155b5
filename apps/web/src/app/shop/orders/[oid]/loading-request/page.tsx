import type { Metadata } from "next";
import { LoadingRequestForm } from "@/features/shipping/loading-request-form";
import { ShippingFormRoute, shippingFormMetadata } from "@/features/shipping/shipping-form-route";

export function generateMetadata(): Promise<Metadata> {
  return shippingFormMetadata("title");
}

export default async function ShopOrdersOidLoadingRequestPage({
  params,
}: {
  params: Promise<{ oid: string }>;
}) {
  return (
    <ShippingFormRoute
      id={(await params).oid}
      title="title"
      fallbackHref="/shop/orders"
      form={(orderId) => <LoadingRequestForm target={{ orderId }} />}
    />
  );
}
