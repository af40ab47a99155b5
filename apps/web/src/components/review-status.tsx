"use client";

import type { ComponentType } from "react";
import { primaryButton } from "@/components/button-styles";
import { AlertIcon, CheckBadgeIcon, ClockIcon, EditIcon } from "@/components/icons";
import { Link } from "@/components/link";

/** Where an admin's review of a shop or a driver stands (a shop may also be a draft). */
export type ReviewState = "draft" | "pending_review" | "approved" | "rejected" | "suspended";

const looks: Record<
  ReviewState,
  { box: string; icon: string; badge: string; Icon: ComponentType<{ className?: string }> }
> = {
  draft: {
    box: "border-amber-200 bg-amber-50",
    icon: "text-amber-700",
    badge: "bg-amber-100 text-amber-900",
    Icon: EditIcon,
  },
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
  suspended: {
    box: "border-red-200 bg-red-50",
    icon: "text-red-700",
    badge: "bg-red-100 text-red-900",
    Icon: AlertIcon,
  },
};

interface ReviewCardProps {
  id: string;
  status: ReviewState;
  title: string;
  text: string;
  /** Shown when the review refused: the admin's reason, after its label. */
  reason: { label: string; text: string } | null;
  /** What to do next, if anything ("Finish registration", "Fix your details"). */
  action: { href: string; label: string } | null;
}

/** Where the review stands, what it means and what to do next, in the status's colours. */
export function ReviewCard({ id, status, title, text, reason, action }: ReviewCardProps) {
  const { box, icon, Icon } = looks[status];
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      data-status={status}
      className={`flex flex-col gap-3 rounded-2xl border p-5 sm:flex-row sm:items-start ${box}`}
    >
      <Icon className={`size-8 shrink-0 ${icon}`} />
      <div className="flex flex-1 flex-col gap-2">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {reason ? (
          <p className="text-slate-800">
            <span className="font-semibold">{reason.label}</span> <bdi>{reason.text}</bdi>
          </p>
        ) : null}
        <p className="text-slate-700">{text}</p>
        {action ? (
          <Link href={action.href} className={`${primaryButton} mt-2 self-start`}>
            {action.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** A small label of the review status, for lists and headings. */
export function ReviewBadge({ status, label }: { status: ReviewState; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${looks[status].badge}`}
    >
      {label}
    </span>
  );
}
