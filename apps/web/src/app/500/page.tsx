import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RetryPreviousPage } from "@/features/errors/retry-previous-page";
import { ServerErrorView } from "@/features/errors/server-error-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: t("serverError"), robots: { index: false } };
}

/** SPEC §2 "/500": where the app sends visitors after a server failure. */
export default function ServerErrorPage() {
  return <ServerErrorView retry={<RetryPreviousPage />} />;
}
