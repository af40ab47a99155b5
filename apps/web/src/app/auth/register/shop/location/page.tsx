import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { ServerMapTiles } from "@/features/map/server-map-tiles";
import { LocationStep } from "@/features/shop-registration/location-step";
import { StepIndicator } from "@/features/shop-registration/step-indicator";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shop.register");
  return { title: t("locationTitle") };
}

/** Shop registration, step 2 of 3: province, city and the place on the map. */
export default async function ShopLocationPage() {
  const t = await getTranslations("shop.register");
  return (
    <PageContainer width="reading">
      <div className="mx-auto w-full max-w-2xl">
        <SubHeader title={t("title")} fallbackHref="/auth/register/shop" />
        <StepIndicator current={2} />
        <ServerMapTiles>
          <LocationStep />
        </ServerMapTiles>
      </div>
    </PageContainer>
  );
}
