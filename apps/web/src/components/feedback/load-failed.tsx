"use client";

import { useTranslations } from "next-intl";
import { secondaryButton } from "@/components/button-styles";
import { AlertIcon } from "@/components/icons";

/** What a page shows when its data could not be loaded: why, and a way to try again. */
export function LoadFailed({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const t = useTranslations("accounts.common");
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <AlertIcon className="size-8 text-red-600" />
      <p className="font-semibold text-red-900">{text ?? t("loadFailed")}</p>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        {t("retry")}
      </button>
    </div>
  );
}
