import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SubHeader } from "@/components/sub-header";
import { WalletView } from "@/features/wallet/wallet-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("money.wallet");
  return { title: t("title") };
}

/** The driver's wallet: balance and cash-out to the Sheba of the driver's profile. */
export default async function DriverWalletPage() {
  const t = await getTranslations("money.wallet");
  return (
    <PageContainer>
      <SubHeader title={t("title")} fallbackHref="/driver/profile" />
      <WalletView side="driver" paymentOutcome={null} />
    </PageContainer>
  );
}
