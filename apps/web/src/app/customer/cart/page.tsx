import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { CartView } from "@/features/cart/cart-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("commerce.cart");
  return { title: t("title") };
}

/** The Cart tab: a section of its own, so no back arrow. */
export default async function CartPage() {
  const t = await getTranslations("commerce.cart");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} hideBack />
      <CartView />
    </PageContainer>
  );
}
