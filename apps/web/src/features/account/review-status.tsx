"use client";

import type { SellerReviewStatus } from "@kesht/contracts";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ComponentType } from "react";
import { primaryButton } from "@/components/button-styles";
import { AlertIcon, CheckBadgeIcon, ClockIcon, EditIcon } from "@/components/icons";

const looks: Record<
  SellerReviewStatus,
  { box: string; icon: string; Icon: ComponentType<{ className?: string }> }
> = {
  draft: { box: "border-amber-200 bg-amber-50", icon: "text-amber-700", Icon: EditIcon },
  pending_review: {
    box: "border-primary-200 bg-primary-50",
    icon: "text-primary-700",
    Icon: ClockIcon,
  },
  approved: {
    box: "border-emerald-200 bg-emerald-50",
    icon: "text-emerald-700",
    Icon: CheckBadgeIcon,
  },
  rejected: { box: "border-red-200 bg-red-50", icon: "text-red-700", Icon: AlertIcon },
};

/** Where the shop's review stands, what it means for the seller and what to do next. */
export function ReviewStatusCard({
  status,
  reason,
}: {
  status: SellerReviewStatus;
  reason: string | null;
}) {
  const t = useTranslations("accounts.review");
  const { box, icon, Icon } = looks[status];
  return (
    <section
      aria-labelledby="review-status-title"
      className={`flex flex-col gap-3 rounded-2xl border p-5 sm:flex-row sm:items-start ${box}`}
    >
      <Icon className={`size-8 shrink-0 ${icon}`} />
      <div className="flex flex-1 flex-col gap-2">
        <h2 id="review-status-title" className="text-lg font-bold text-slate-900">
          {t(`${status}.title`)}
        </h2>
        {status === "rejected" && reason ? (
          <p className="text-slate-800">
            <span className="font-semibold">{t("reasonLabel")}</span> <bdi>{reason}</bdi>
          </p>
        ) : null}
        <p className="text-slate-700">{t(`${status}.text`)}</p>
        {status === "draft" ? (
          <Link href="/auth/register/shop/location" className={`${primaryButton} mt-2 self-start`}>
            {t("draft.action")}
          </Link>
        ) : null}
        {status === "rejected" ? (
          <Link href="/shop/profile/edit-profile" className={`${primaryButton} mt-2 self-start`}>
            {t("rejected.action")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** A small label of the review status, for lists and headings. */
export function ReviewStatusBadge({ status }: { status: SellerReviewStatus }) {
  const t = useTranslations("accounts.review");
  const colours: Record<SellerReviewStatus, string> = {
    draft: "bg-amber-100 text-amber-900",
    pending_review: "bg-primary-100 text-primary-900",
    approved: "bg-emerald-100 text-emerald-900",
    rejected: "bg-red-100 text-red-900",
  };
  return (
    <span
      className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${colours[status]}`}
    >
      {t(`${status}.badge`)}
    </span>
  );
}
