import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { DocumentsStep } from "@/features/shop-registration/documents-step";
import { StepIndicator } from "@/features/shop-registration/step-indicator";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shop.register");
  return { title: t("documentsTitle") };
}

/** Shop registration, step 3 of 3: images, licence, farm video and "I'm not a robot". */
export default async function ShopDocumentsPage() {
  const t = await getTranslations("shop.register");
  return (
    <PageContainer width="reading">
      <div className="mx-auto w-full max-w-2xl">
        <SubHeader title={t("title")} fallbackHref="/auth/register/shop/location" />
        <StepIndicator current={3} />
        <DocumentsStep />
      </div>
    </PageContainer>
  );
}
