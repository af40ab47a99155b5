import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AuthCard } from "@/features/auth/auth-card";
import { CustomerRegistration } from "@/features/auth/customer-register-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts.registerCustomer");
  return { title: t("title") };
}

export default async function CustomerRegisterPage() {
  const t = await getTranslations("accounts.registerCustomer");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref="/auth/register" />
      <AuthCard heading={t("heading")} text={t("text")}>
        <CustomerRegistration />
      </AuthCard>
    </PageContainer>
  );
}
