"use client";

import { useTranslations } from "next-intl";
import { ClockIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { useSellerProfile } from "@/features/account";

/**
 * Products of a shop that is not approved yet are kept but not listed; the seller should know
 * why customers cannot see them, and what to do. Nothing is shown once the shop is approved,
 * nor while its status is unknown.
 */
export function ShopApprovalNotice() {
  const t = useTranslations("sellerProducts.approval");
  const profile = useSellerProfile();
  const status = profile.data?.data.review_status;
  if (!status || status === "approved") return null;
  // A shop that has not finished registering cannot add products yet.
  const { text, link, href } =
    status === "draft"
      ? { text: t("draft"), link: t("draftLink"), href: "/auth/register/shop/location" }
      : status === "rejected"
        ? { text: t("rejected"), link: t("rejectedLink"), href: "/shop/home" }
        : { text: t("pending"), link: t("pendingLink"), href: "/shop/home" };
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:gap-4"
    >
      <ClockIcon className="size-7 shrink-0 text-amber-700" />
      <p className="flex-1 text-slate-800">{text}</p>
      <Link
        href={href}
        className="inline-flex min-h-11 shrink-0 items-center font-semibold text-primary-700 underline"
      >
        {link}
      </Link>
    </div>
  );
}
