import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/features/errors/not-found-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: t("notFound") };
}

/** Unknown URLs and `notFound()` calls; Next answers these with HTTP 404. */
export default function NotFound() {
  return <NotFoundView />;
}
