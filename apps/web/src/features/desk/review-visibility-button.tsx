"use client";

import type { AdminReport } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { request } from "@/lib/api";

/**
 * On a reported review's row: hide it (it leaves every list and average) or show it again.
 * The API records either in the audit log; the row's subject says which state it is in.
 */
export function ReviewVisibilityButton({
  report,
  cacheKey,
}: {
  report: AdminReport;
  cacheKey: string;
}) {
  const t = useTranslations("desk.adminReports");
  const [isSending, setSending] = useState(false);
  if (report.subject.kind !== "review" || report.subject.hidden === null) return null;
  const isHidden = report.subject.hidden;
  return (
    <button
      type="button"
      disabled={isSending}
      className={secondaryButton}
      onClick={async () => {
        setSending(true);
        await request({
          method: "POST",
          path: `/admin/reviews/${report.subject.id}/${isHidden ? "restore" : "hide"}`,
          cacheKey,
          label: isHidden ? "restore a review" : "hide a review",
        });
        setSending(false);
      }}
    >
      {isHidden ? t("restoreReview") : t("hideReview")}
    </button>
  );
}
