import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { MyReports } from "@/features/desk/my-reports";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("desk.myReports");
  return { title: t("title") };
}

/** One's own reports, with their status and the admins' answers. */
export default async function CustomerReportsPage() {
  const t = await getTranslations("desk.myReports");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref="/customer/profile" />
      <MyReports side="customer" />
    </PageContainer>
  );
}
