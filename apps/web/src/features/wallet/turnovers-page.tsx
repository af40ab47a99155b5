import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { readDateRange } from "./date-range";
import { TurnoversView } from "./turnovers-view";
import { type WalletSide, walletPages } from "./wallet-side";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function turnoversMetadata(): Promise<Metadata> {
  const t = await getTranslations("money.turnovers");
  return { title: t("title") };
}

/**
 * A side's turnovers page (the wallet's movements), the same for customers, shops and
 * drivers; `?from=&to=` (yyyy-mm-dd) keeps the date filter in the address.
 */
export async function TurnoversPage({
  side,
  searchParams,
}: {
  side: WalletSide;
  searchParams: SearchParams;
}) {
  const t = await getTranslations("money.turnovers");
  const range = readDateRange(await searchParams);
  return (
    <PageContainer width="reading">
      <SubHeader title={t("title")} fallbackHref={walletPages(side).profile} />
      <TurnoversView side={side} initialRange={range} />
    </PageContainer>
  );
}
