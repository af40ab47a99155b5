import { contentNames } from "@kesht/contracts";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { AdminContentEditor } from "@/features/admin/content/admin-content";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalogue.content");
  return { title: t("edit") };
}

/** Edits one content page (terms, about us) in both languages. */
export default async function AdminContentEditPage({
  params,
}: {
  params: Promise<{ name: string }>;
}) {
  const { name } = await params;
  const contentName = contentNames.find((known) => known === name);
  if (!contentName) notFound();
  const t = await getTranslations("adminCatalogue.content");
  return (
    <PageContainer>
      <SubHeader title={t(`names.${contentName}`)} hideBack />
      <AdminContentEditor name={contentName} />
    </PageContainer>
  );
}
