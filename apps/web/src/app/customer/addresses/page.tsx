import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AddressList } from "@/features/addresses/address-list";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("commerce.addresses");
  return { title: t("title") };
}

/** The customer's saved addresses, from the profile menu. */
export default async function AddressesPage() {
  const t = await getTranslations("commerce.addresses");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref="/customer/profile" />
      <AddressList />
    </PageContainer>
  );
}
