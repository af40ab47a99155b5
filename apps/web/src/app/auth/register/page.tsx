import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { RegisterChoice } from "@/features/auth/register-choice";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts.register");
  return { title: t("title") };
}

/** Sign up as a customer or as a shop. */
export default async function RegisterPage() {
  const t = await getTranslations("accounts.register");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref="/auth" />
      <p className="mb-6 text-slate-600">{t("text")}</p>
      <RegisterChoice />
    </PageContainer>
  );
}
