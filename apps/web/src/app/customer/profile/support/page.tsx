import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { SupportList } from "@/features/desk/support-member";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.support");
  return { title: t("title") };
}

export default async function CustomerSupportPage() {
  const t = await getTranslations("desk.support");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref="/customer/profile" />
      <SupportList side="customer" />
    </PageContainer>
  );
}
