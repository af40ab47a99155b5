import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageContainer } from "@/components/page-container";
import { SmsStop } from "@/features/notification-settings/sms-stop";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("smsStop.email");
  return { title: t("title"), robots: { index: false } };
}

/** The unsubscribe link at the foot of every e-mail: opening it turns that kind of e-mail off. */
export default async function EmailStopPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <PageContainer width="reading">
      <SmsStop token={token} channel="email" />
    </PageContainer>
  );
}
