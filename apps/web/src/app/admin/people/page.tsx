import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { PeopleTable } from "@/features/admin/console/people/people-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("console.people");
  return { title: t("title") };
}

/** Everyone who signed in to Kesht: customers, shops, drivers and admins. */
export default async function AdminPeoplePage() {
  const t = await getTranslations("console.people");
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <PeopleTable />
    </PageContainer>
  );
}
