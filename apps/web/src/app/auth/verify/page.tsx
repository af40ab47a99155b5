import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AuthCard } from "@/features/auth/auth-card";
import { VerifyStep } from "@/features/auth/verify-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts.verify");
  return { title: t("title") };
}

/** The one-time code; which number and door it is for were kept by /auth in this tab. */
export default async function VerifyPage() {
  const t = await getTranslations("accounts.verify");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref="/auth" />
      <AuthCard heading={t("heading")}>
        <VerifyStep />
      </AuthCard>
    </PageContainer>
  );
}
