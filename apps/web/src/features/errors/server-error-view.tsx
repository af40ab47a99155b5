import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { secondaryButton } from "@/components/button-styles";
import { Link } from "@/components/link";
import { PageContainer } from "@/components/page-container";
import { StatusMessage } from "@/components/status-message";

/**
 * "Something went wrong" in the active language (SPEC §2 "/500"), with a way to try again and
 * a way home. What "try again" does depends on where it shows, so the caller supplies it.
 */
export function ServerErrorView({ retry }: { retry: ReactNode }) {
  const t = useTranslations("serverError");
  const format = useFormatter();
  return (
    <PageContainer width="reading">
      <StatusMessage
        eyebrow={t("code", { code: format.number(500, { useGrouping: false }) })}
        title={t("title")}
        text={t("text")}
        actions={
          <>
            {retry}
            <Link href="/" className={secondaryButton}>
              {t("home")}
            </Link>
          </>
        }
      />
    </PageContainer>
  );
}
