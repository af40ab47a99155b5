import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { FavouritesView } from "@/features/favourites";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("favourites.page");
  return { title: t("title") };
}

/** The customer's favourite products and shops (issue 30 item 1). */
export default async function CustomerFavouritesPage() {
  const t = await getTranslations("favourites.page");
  return (
    <PageContainer>
      <SubHeader title={t("title")} />
      <FavouritesView />
    </PageContainer>
  );
}
