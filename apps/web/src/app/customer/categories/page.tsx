import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CategoriesView } from "@/features/storefront/categories/categories-view";
import { absoluteUrl } from "@/features/storefront/site-url";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("storefront.categories");
  return {
    title: t("title"),
    description: t("metaDescription"),
    alternates: { canonical: absoluteUrl("/customer/categories") },
    openGraph: { title: t("title"), description: t("metaDescription"), type: "website" },
  };
}

/** `/customer/categories`: SPEC §2's category list. */
export default function CategoriesPage() {
  return <CategoriesView />;
}
