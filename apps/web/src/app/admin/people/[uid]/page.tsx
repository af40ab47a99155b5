import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { PersonView } from "@/features/admin/console/people/person-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("console.person");
  return { title: t("title") };
}

/** One person's page in the admin console. */
export default async function AdminPersonPage({ params }: { params: Promise<{ uid: string }> }) {
  const { uid } = await params;
  const id = Number(uid);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const t = await getTranslations("console.person");
  return (
    <PageContainer>
      <SubHeader title={t("title")} fallbackHref="/admin/people" />
      <PersonView id={id} />
    </PageContainer>
  );
}
