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

/** The customer's wallet; SPEC §2: its back arrow always goes to the customer profile. */
export default async function CustomerWalletPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("money.wallet");
  const paymentOutcome = readPaymentOutcome((await searchParams).payment);
  return (
    <PageContainer>
      <SubHeader title={t("title")} backHref="/customer/profile" />
      <WalletView side="customer" paymentOutcome={paymentOutcome} />
    </PageContainer>
  );
}
