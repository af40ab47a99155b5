import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ShopDetailsStep } from "@/features/shop-registration/shop-details-step";
import { StepIndicator } from "@/features/shop-registration/step-indicator";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shop.register");
  return { title: t("title") };
}

/** Shop registration, step 1 of 3: the shop's details (SPEC §2, §3). */
export default async function ShopRegistrationPage() {
  const t = await getTranslations("shop.register");
  return (
    <PageContainer width="reading">
      <div className="mx-auto w-full max-w-2xl">
        <SubHeader title={t("title")} fallbackHref="/auth?door=shop" />
        <StepIndicator current={1} />
        <ShopDetailsStep />
      </div>
    </PageContainer>
  );
}
