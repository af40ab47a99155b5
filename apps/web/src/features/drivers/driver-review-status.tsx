"use client";

import type { DriverReviewStatus } from "@kesht/contracts";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ComponentType } from "react";
import { primaryButton } from "@/components/button-styles";
import { AlertIcon, CheckBadgeIcon, ClockIcon } from "@/components/icons";

const looks: Record<
  DriverReviewStatus,
  { box: string; icon: string; badge: string; Icon: ComponentType<{ className?: string }> }
> = {
  pending_review: {
    box: "border-primary-200 bg-primary-50",
    icon: "text-primary-700",
    badge: "bg-primary-100 text-primary-900",
    Icon: ClockIcon,
  },
  approved: {
    box: "border-emerald-200 bg-emerald-50",
    icon: "text-emerald-700",
    badge: "bg-emerald-100 text-emerald-900",
    Icon: CheckBadgeIcon,
  },
  rejected: {
    box: "border-red-200 bg-red-50",
    icon: "text-red-700",
    badge: "bg-red-100 text-red-900",
    Icon: AlertIcon,
  },
};

/** Where the driver's review stands, why when it was refused, and what to do next. */
export function DriverReviewCard({
  status,
  reason,
}: {
  status: DriverReviewStatus;
  reason: string | null;
}) {
  const t = useTranslations("drivers.review");
  const { box, icon, Icon } = looks[status];
  return (
    <section
      aria-labelledby="driver-review-title"
      data-testid="driver-review"
      data-status={status}
      className={`flex flex-col gap-3 rounded-2xl border p-5 sm:flex-row sm:items-start ${box}`}
    >
      <Icon className={`size-8 shrink-0 ${icon}`} />
      <div className="flex flex-1 flex-col gap-2">
        <h2 id="driver-review-title" className="text-lg font-bold text-slate-900">
          {t(`${status}.title`)}
        </h2>
        {status === "rejected" && reason ? (
          <p className="text-slate-800">
            <span className="font-semibold">{t("reasonLabel")}</span> <bdi>{reason}</bdi>
          </p>
        ) : null}
        <p className="text-slate-700">{t(`${status}.text`)}</p>
        {status === "rejected" ? (
          <Link href="/driver/profile/edit-profile" className={`${primaryButton} mt-2 self-start`}>
            {t("rejected.action")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

export function DriverReviewBadge({ status }: { status: DriverReviewStatus }) {
  const t = useTranslations("drivers.review");
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${looks[status].badge}`}
    >
      {t(`${status}.badge`)}
    </span>
  );
}
