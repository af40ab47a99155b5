import { useFormatter, useTranslations } from "next-intl";
import { primaryButton } from "@/components/button-styles";
import { Link } from "@/components/link";
import { PageContainer } from "@/components/page-container";
import { StatusMessage } from "@/components/status-message";

/** "Page not found" in the active language, with the way home (SPEC §2 "/404"). */
export function NotFoundView() {
  const t = useTranslations("notFound");
  const format = useFormatter();
  return (
    <PageContainer width="reading">
      <StatusMessage
        eyebrow={t("code", { code: format.number(404, { useGrouping: false }) })}
        title={t("title")}
        text={t("text")}
        actions={
          <Link href="/" className={primaryButton}>
            {t("home")}
          </Link>
        }
      />
    </PageContainer>
  );
}
