import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { readStatusParam } from "@/components/data-table/status-param";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { cashRequestTabs } from "@/features/admin/cash-request-tabs";
import { AdminCashRequests } from "@/features/admin/cash-requests";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("money.admin");
  return { title: t("title") };
}

/** The admin's cash-out queue: pay out a request, or reject it with a reason. */
export default async function AdminCashRequestsPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const t = await getTranslations("money.admin");
  // `?status=paid|rejected` shows decided requests; the queue of pending ones is the default.
  const status = readStatusParam((await searchParams).status, cashRequestTabs);
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminCashRequests status={status} />
    </PageContainer>
  );
}
