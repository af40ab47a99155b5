import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { SupportThreadView } from "@/features/desk/support-member";
import { threadIdOf } from "@/features/desk/thread-id";

type Params = Promise<{ id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.support");
  return { title: t("threadTitle") };
}

export default async function CustomerSupportThreadPage({ params }: { params: Params }) {
  const id = threadIdOf((await params).id);
  if (id === null) notFound();
  const t = await getTranslations("desk.support");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("threadTitle")} fallbackHref="/customer/profile/support" />
      <SupportThreadView side="customer" id={id} />
    </PageContainer>
  );
}
