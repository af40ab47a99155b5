import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminCategory } from "@/features/admin/catalogue/admin-category";
import { parseId } from "@/features/storefront/storefront-reads";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalogue.categories");
  return { title: t("details") };
}

/** One category with its subcategories and properties. */
export default async function AdminCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  const t = await getTranslations("adminCatalogue.categories");
  return (
    <PageContainer>
      <SubHeader title={t("details")} hideBack />
      <AdminCategory id={id} />
    </PageContainer>
  );
}
