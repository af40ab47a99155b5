"use client";

import type { CustomerProfile } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { EditIcon, HeartIcon, MapPinIcon, OrdersIcon } from "@/components/icons";
import { Skeleton } from "@/components/skeleton";
import { MobileNumber } from "@/features/auth";
import { useApiQuery } from "@/lib/api";
import { AccountPage } from "./ui/account-page";
import { useOwnPageLinks } from "./ui/own-page-links";

export const CUSTOMER_PROFILE_KEY = "customer-profile";

export function useCustomerProfile() {
  return useApiQuery<CustomerProfile>({
    path: "/customer/profile",
    cacheKey: CUSTOMER_PROFILE_KEY,
  });
}

/** The customer's name and number, then everything they own (SPEC §2 customer routes). */
export function CustomerProfileMenu() {
  const t = useTranslations("accounts.customerProfile");
  const favourites = useTranslations("favourites.page");
  const ownPages = useOwnPageLinks("customer");
  const links = [
    { href: "/customer/profile/edit-profile", label: t("editProfile"), Icon: EditIcon },
    { href: "/customer/orders", label: t("orders"), Icon: OrdersIcon },
    { href: "/customer/profile/favourites", label: favourites("title"), Icon: HeartIcon },
    { href: "/customer/addresses", label: t("addresses"), Icon: MapPinIcon },
    ...ownPages,
  ];

  return (
    <AccountPage
      summary={<ProfileSummary />}
      menuLabel={t("menuLabel")}
      links={links}
      logoutLabel={t("logout")}
    />
  );
}

function ProfileSummary() {
  const t = useTranslations("accounts.customerProfile");
  const profile = useCustomerProfile();

  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  const data = profile.data?.data;
  return (
    <section
      aria-label={t("summaryLabel")}
      aria-busy={!data}
      className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-100 text-xl font-bold text-primary-800">
        {data ? (data.name?.trim().charAt(0) ?? "") : ""}
      </span>
      {data ? (
        <div className="flex min-w-0 flex-col">
          <p className="truncate text-lg font-bold text-slate-900">{data.name ?? t("noName")}</p>
          <p className="text-slate-600">
            <MobileNumber mobile={data.mobile} className="" />
          </p>
        </div>
      ) : (
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-28" />
        </div>
      )}
    </section>
  );
}
