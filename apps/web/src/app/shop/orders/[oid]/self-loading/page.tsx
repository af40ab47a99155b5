import type { Metadata } from "next";
import { SelfLoadingForm } from "@/features/shipping/self-loading-form";
import { ShippingFormRoute, shippingFormMetadata } from "@/features/shipping/shipping-form-route";

export function generateMetadata(): Promise<Metadata> {
  return shippingFormMetadata("selfTitle");
}

export default async function ShopOrdersOidSelfLoadingPage({
  params,
}: {
  params: Promise<{ oid: string }>;
}) {
  return (
    <ShippingFormRoute
      id={(await params).oid}
      title="selfTitle"
      fallbackHref="/shop/orders"
      form={(orderId) => <SelfLoadingForm orderId={orderId} />}
    />
  );
}
