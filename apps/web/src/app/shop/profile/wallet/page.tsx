import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { readPaymentOutcome } from "@/features/wallet/payment-outcome";
import { WalletView } from "@/features/wallet/wallet-view";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("money.wallet");
  return { title: t("title") };
}

/** The shop's wallet: balance, pending income, credit and cash-out to the shop's Sheba. */
export default async function ShopWalletPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("money.wallet");
  const paymentOutcome = readPaymentOutcome((await searchParams).payment);
  return (
    <PageContainer>
      {/* Back from the gateway's return would lead into the gateway: go to the profile then. */}
      <SubHeader
        title={t("title")}
        fallbackHref="/shop/profile"
        backHref={paymentOutcome ? "/shop/profile" : undefined}
      />
      <WalletView side="seller" paymentOutcome={paymentOutcome} />
    </PageContainer>
  );
}
