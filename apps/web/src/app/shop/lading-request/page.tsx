import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { LadingRequests } from "@/features/shipping/lading-requests";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shipping");
  return { title: t("requests.title", { id: "" }).trim() };
}

export default async function ShopLadingRequestPage() {
  const t = await getTranslations("shipping");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("requests.title", { id: "" })} fallbackHref="/shop/orders" />
      <LadingRequests />
    </PageContainer>
  );
}
