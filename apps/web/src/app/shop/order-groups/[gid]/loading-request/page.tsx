import type { Metadata } from "next";
import { LoadingRequestForm } from "@/features/shipping/loading-request-form";
import { ShippingFormRoute, shippingFormMetadata } from "@/features/shipping/shipping-form-route";

export function generateMetadata(): Promise<Metadata> {
  return shippingFormMetadata("title");
}

export default async function ShopOrderGroupsGidLoadingRequestPage({
  params,
}: {
  params: Promise<{ gid: string }>;
}) {
  return (
    <ShippingFormRoute
      id={(await params).gid}
      title="title"
      fallbackHref="/shop/lading-request"
      form={(groupId) => <LoadingRequestForm target={{ groupId }} />}
    />
  );
}
