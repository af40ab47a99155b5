import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminSupportThread } from "@/features/desk/admin-support";
import { threadIdOf } from "@/features/desk/thread-id";

type Params = Promise<{ id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.adminSupport");
  return { title: t("threadTitle") };
}

export default async function AdminSupportThreadPage({ params }: { params: Params }) {
  const id = threadIdOf((await params).id);
  if (id === null) notFound();
  const t = await getTranslations("desk.adminSupport");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("threadTitle")} fallbackHref="/admin/support" />
      <AdminSupportThread id={id} />
    </PageContainer>
  );
}
