import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContentRoute } from "@/features/content/content-route";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: t("terms") };
}

export default function TermsPage() {
  return <ContentRoute contentName="app_terms" path="/terms" titleKey="terms" />;
}
