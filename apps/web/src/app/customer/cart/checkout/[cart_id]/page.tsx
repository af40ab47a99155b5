import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { readCheckoutParams } from "@/features/checkout/checkout-params";
import { CheckoutView } from "@/features/checkout/checkout-view";

type Params = Promise<{ cart_id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("commerce.checkout");
  return { title: t("title") };
}

/** Checkout of one seller's group; `?address_id=` preselects an address just added. */
export default async function CheckoutPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const t = await getTranslations("commerce.checkout");
  const { cartId, addressId } = readCheckoutParams((await params).cart_id, await searchParams);
  if (cartId === null) notFound();
  return (
    <PageContainer>
      <SubHeader title={t("title")} fallbackHref="/customer/cart" />
      <CheckoutView key={cartId} cartId={cartId} initialAddressId={addressId} />
    </PageContainer>
  );
}
