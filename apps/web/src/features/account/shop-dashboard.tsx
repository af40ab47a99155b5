"use client";

import type { SellerProfile } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { EditIcon, OrdersIcon, ProductsIcon, ProfileIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { ReviewStatusCard } from "./review-status";
import { useSellerProfile } from "./seller-profile-query";
import { ShopFigures } from "./shop-figures";
import { ShopIdentity } from "./ui/shop-identity";

/**
 * The seller's home: the shop, where its review stands, its day in figures (once it finished
 * registering) and the way to everything else.
 */
export function ShopDashboard() {
  const t = useTranslations("accounts.shopHome");
  const profile = useSellerProfile();
  const shop = profile.data?.data;

  const shortcuts = [
    { href: "/shop/products", label: t("products"), Icon: ProductsIcon },
    { href: "/shop/orders", label: t("orders"), Icon: OrdersIcon },
    { href: "/shop/profile", label: t("profile"), Icon: ProfileIcon },
    { href: "/shop/profile/edit-profile", label: t("editProfile"), Icon: EditIcon },
  ];

  return (
    <div className="flex flex-col gap-6">
      {profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} />
      ) : shop ? (
        <>
          <ShopHeading shop={shop} />
          <ReviewStatusCard status={shop.review_status} reason={shop.rejection_reason} />
          {shop.review_status === "draft" ? null : <ShopFigures />}
        </>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-16 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      )}
      <nav aria-label={t("shortcuts")}>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {shortcuts.map(({ href, label, Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center font-semibold text-slate-800 shadow-sm hover:border-primary-300 hover:bg-primary-50/40"
              >
                <Icon className="size-7 text-primary-700" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function ShopHeading({ shop }: { shop: SellerProfile }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <ShopIdentity shop={shop} logoAlt="" size="medium" />
    </div>
  );
}
