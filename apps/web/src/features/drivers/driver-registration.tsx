"use client";

import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { FormSkeleton } from "@/components/form/form-skeleton";
import { useSessionUser } from "@/features/auth";
import { blankDriver, DriverForm, driverBodyOf } from "./driver-form";
import { useDriverProfile } from "./driver-queries";

/** /auth/register/driver: anyone signed in registers their number as a driver's. */
export function DriverRegistration() {
  const t = useTranslations("drivers.register");
  const session = useSessionUser();
  if (session.isError) return <LoadFailed onRetry={session.refetch} />;
  if (!session.user) return <FormSkeleton fields={8} />;
  if (session.user.roles.some((held) => held.role === "driver")) {
    return <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("already")}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600">{t("intro")}</p>
      <DriverForm mode="register" defaults={blankDriver(session.user.mobile)} />
    </div>
  );
}

/** /driver/profile/edit-profile: edit, or fix what the admin pointed to and send it again. */
export function DriverEditProfile() {
  const profile = useDriverProfile();
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <FormSkeleton fields={8} />;
  const driver = profile.data.data;
  return <DriverForm mode="edit" defaults={driverBodyOf(driver)} profile={driver} />;
}
