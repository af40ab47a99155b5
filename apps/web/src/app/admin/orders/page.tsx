import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { OrdersTable } from "@/features/admin/console/orders/orders-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("console.orders");
  return { title: t("title") };
}

/** Every order on Kesht, for the admins. */
export default async function AdminOrdersPage() {
  const t = await getTranslations("console.orders");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <OrdersTable />
    </PageContainer>
  );
}
