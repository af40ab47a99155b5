import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { SellerImagesManager } from "@/features/shop-registration/edit-profile/seller-images-manager";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shop.images");
  return { title: t("title") };
}

/** The shop's and the farm's images: add, see and delete, up to five of each. */
export default async function ShopImagesPage() {
  const t = await getTranslations("shop.images");
  return (
    <PageContainer width="reading">
      <div className="mx-auto w-full max-w-2xl">
        <SubHeader title={t("title")} fallbackHref="/shop/profile/edit-profile" />
        <p className="mb-6 text-slate-600">{t("intro")}</p>
        <SellerImagesManager />
      </div>
    </PageContainer>
  );
}
