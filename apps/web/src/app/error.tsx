"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { primaryButton } from "@/components/button-styles";
import { ServerErrorView } from "@/features/errors/server-error-view";

/** A page that threw while rendering: the header and tabs stay, the page says what happened. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("serverError");

  useEffect(() => {
    // The server has logged its own errors; this records the ones thrown in the browser.
    console.error(error);
  }, [error]);

  return (
    <ServerErrorView
      retry={
        <button type="button" onClick={() => retry()} className={primaryButton}>
          {t("retry")}
        </button>
      }
    />
  );
}
