import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContentRoute } from "@/features/content/content-route";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: t("aboutUs") };
}

export default function AboutUsPage() {
  return <ContentRoute contentName="about_us" path="/about-us" titleKey="aboutUs" />;
}
