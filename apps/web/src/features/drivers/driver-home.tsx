"use client";

import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { TruckIcon } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";
import { useDriverProfile } from "./driver-queries";
import { DriverReviewCard } from "./driver-review-status";

/**
 * /driver/home: the review's state until an admin approves the driver; then the place where
 * loading requests the driver can serve will be listed.
 */
export function DriverHome() {
  const t = useTranslations("drivers.home");
  const profile = useDriverProfile();
  const driver = profile.data?.data;

  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  if (!driver) return <Skeleton className="h-32 w-full rounded-2xl" />;
  if (driver.review_status !== "approved") {
    return <DriverReviewCard status={driver.review_status} reason={driver.rejection_reason} />;
  }
  return (
    <section
      aria-labelledby="driver-requests-title"
      data-testid="driver-requests-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center"
    >
      <TruckIcon className="size-12 text-primary-700" />
      <h2 id="driver-requests-title" className="text-lg font-bold text-slate-900">
        {t("emptyTitle")}
      </h2>
      <p className="max-w-md text-slate-600">{t("emptyText")}</p>
    </section>
  );
}
