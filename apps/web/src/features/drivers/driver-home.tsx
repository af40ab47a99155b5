"use client";

import { LoadFailed } from "@/components/feedback/load-failed";
import { Skeleton } from "@/components/skeleton";
import { DriverRequests } from "@/features/shipping";
import { useDriverProfile } from "./driver-queries";
import { DriverReviewCard } from "./driver-review-status";

/**
 * /driver/home: the review's state until an admin approves the driver; then the place where
 * loading requests the driver can serve will be listed.
 */
export function DriverHome() {
  const profile = useDriverProfile();
  const driver = profile.data?.data;

  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  if (!driver) return <Skeleton className="h-32 w-full rounded-2xl" />;
  if (driver.review_status !== "approved") {
    return <DriverReviewCard status={driver.review_status} reason={driver.rejection_reason} />;
  }
  return <DriverRequests />;
}
