import type { cashRequestStatuses } from "@kesht/contracts";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { AdminCashRequests } from "@/features/admin/cash-requests";
import { SubHeader } from "@/features/shell/sub-header";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Status = (typeof cashRequestStatuses)[number];

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("money.admin");
  return { title: t("title") };
}

/** `?status=paid|rejected` shows decided requests; the queue of pending ones is the default. */
function readStatus(value: string | string[] | undefined): Status {
  const text = Array.isArray(value) ? value[0] : value;
  return text === "paid" || text === "rejected" ? text : "pending";
}

/** The admin's cash-out queue: pay out a request, or reject it with a reason. */
export default async function AdminCashRequestsPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const t = await getTranslations("money.admin");
  const status = readStatus((await searchParams).status);
  return (
    <PageContainer>
      <SubHeader title={t("title")} hideBack />
      <AdminCashRequests status={status} />
    </PageContainer>
  );
}
