import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SmsStop } from "@/features/notification-settings/sms-stop";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("smsStop");
  return { title: t("title"), robots: { index: false } };
}

/** The one-tap link at the end of every text: opening it turns the person's SMS off. */
export default async function SmsStopPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <PageContainer width="reading">
      <SmsStop token={token} />
    </PageContainer>
  );
}
