"use client";

import { useTranslations } from "next-intl";
import { primaryButton } from "@/components/button-styles";
import { useRouter } from "@/lib/navigation/use-router";

/**
 * On the /500 page "try again" means the page that failed: go back to it.
 * Opened directly, there is nothing to go back to, so it reloads.
 */
export function RetryPreviousPage() {
  const router = useRouter();
  const t = useTranslations("serverError");

  function retry() {
    if (window.history.length > 1) {
      router.back();
    } else {
      window.location.reload();
    }
  }

  return (
    <button type="button" onClick={retry} className={primaryButton}>
      {t("retry")}
    </button>
  );
}
