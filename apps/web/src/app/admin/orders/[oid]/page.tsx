import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminOrderView } from "@/features/admin/console/orders/order-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrder");
  return { title: t("title") };
}

/** One order's page in the admin console. */
export default async function AdminOrderPage({ params }: { params: Promise<{ oid: string }> }) {
  const { oid } = await params;
  const id = Number(oid);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const t = await getTranslations("adminOrder");
  return (
    <PageContainer>
      <SubHeader title={t("title")} fallbackHref="/admin/orders" />
      <AdminOrderView id={id} />
    </PageContainer>
  );
}
