import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { CustomerEditProfile } from "@/features/account/customer-edit-profile";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts.editProfile");
  return { title: t("title") };
}

export default async function CustomerEditProfilePage() {
  const t = await getTranslations("accounts.editProfile");
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref="/customer/profile" />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <CustomerEditProfile />
      </section>
    </PageContainer>
  );
}
