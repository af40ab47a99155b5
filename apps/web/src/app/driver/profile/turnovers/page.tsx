import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/features/shell/sub-header";
import { readDateRange } from "@/features/wallet/date-range";
import { TurnoversView } from "@/features/wallet/turnovers-view";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("money.turnovers");
  return { title: t("title") };
}

/** The driver's wallet movements; `?from=&to=` (yyyy-mm-dd) keeps the date filter. */
export default async function DriverTurnoversPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const t = await getTranslations("money.turnovers");
  const range = readDateRange(await searchParams);
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref="/driver/profile" />
      <TurnoversView side="driver" initialRange={range} />
    </PageContainer>
  );
}
