import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { readOrderTab } from "@/features/orders/order-status";
import { OrdersView } from "@/features/orders/orders-view";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders.list");
  return { title: t("title") };
}

/** The Orders tab: a section of its own, so no back arrow; `?tab=` picks the list. */
export default async function CustomerOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("orders.list");
  const tab = readOrderTab("customer", (await searchParams).tab);
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <OrdersView side="customer" tab={tab} />
    </PageContainer>
  );
}
