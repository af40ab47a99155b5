import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminShopThread } from "@/features/desk/admin-messages";
import { threadIdOf } from "@/features/desk/thread-id";

type Params = Promise<{ id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.adminMessages");
  return { title: t("threadTitle") };
}

export default async function AdminShopThreadPage({ params }: { params: Params }) {
  const id = threadIdOf((await params).id);
  if (id === null) notFound();
  const t = await getTranslations("desk.adminMessages");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("threadTitle")} fallbackHref="/admin/messages" />
      <AdminShopThread id={id} />
    </PageContainer>
  );
}
