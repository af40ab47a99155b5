"use client";

import type { DriverReviewStatus } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { ReviewBadge, ReviewCard } from "@/components/review-status";

/** Where the driver's review stands, why when it was refused, and what to do next. */
export function DriverReviewCard({
  status,
  reason,
}: {
  status: DriverReviewStatus;
  reason: string | null;
}) {
  const t = useTranslations("drivers.review");
  const rejected = status === "rejected";
  return (
    <ReviewCard
      id="driver-review"
      status={status}
      title={t(`${status}.title`)}
      text={t(`${status}.text`)}
      reason={rejected && reason ? { label: t("reasonLabel"), text: reason } : null}
      action={
        rejected ? { href: "/driver/profile/edit-profile", label: t("rejected.action") } : null
      }
    />
  );
}

export function DriverReviewBadge({ status }: { status: DriverReviewStatus }) {
  const t = useTranslations("drivers.review");
  return <ReviewBadge status={status} label={t(`${status}.badge`)} />;
}
