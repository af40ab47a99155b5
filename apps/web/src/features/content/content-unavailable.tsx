import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { AlertIcon } from "@/components/icons";
import { StatusMessage } from "@/components/status-message";

/** Shown in place of a content page when the API could not give it to us. */
export async function ContentUnavailable({ retryHref }: { retryHref: string }) {
  const t = await getTranslations("content");
  return (
    <StatusMessage
      headingLevel={2}
      icon={<AlertIcon className="size-12" />}
      title={t("unavailableTitle")}
      text={t("unavailableText")}
      actions={
        <>
          {/* A plain link reloads the page from the server, which is what "try again" needs. */}
          <a href={retryHref} className={primaryButton}>
            {t("retry")}
          </a>
          <Link href="/" className={secondaryButton}>
            {t("home")}
          </Link>
        </>
      }
    />
  );
}
