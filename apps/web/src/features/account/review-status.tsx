"use client";

import type { SellerReviewStatus } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { ReviewBadge, ReviewCard } from "@/components/review-status";

/** What to do next from each status, where there is something to do. */
const nextStep = {
  draft: "/auth/register/shop/location",
  rejected: "/shop/profile/edit-profile",
} as const;

/** Where the shop's review stands, what it means for the seller and what to do next. */
export function ReviewStatusCard({
  status,
  reason,
}: {
  status: SellerReviewStatus;
  reason: string | null;
}) {
  const t = useTranslations("accounts.review");
  const action =
    status === "draft" || status === "rejected"
      ? { href: nextStep[status], label: t(`${status}.action`) }
      : null;
  return (
    <ReviewCard
      id="review-status-title"
      status={status}
      title={t(`${status}.title`)}
      text={t(`${status}.text`)}
      reason={status === "rejected" && reason ? { label: t("reasonLabel"), text: reason } : null}
      action={action}
    />
  );
}

/** A small label of the shop's review status, for lists and headings. */
export function ReviewStatusBadge({ status }: { status: SellerReviewStatus }) {
  const t = useTranslations("accounts.review");
  return <ReviewBadge status={status} label={t(`${status}.badge`)} />;
}
