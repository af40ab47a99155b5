"use client";

import type { SellerProfile } from "@kesht/contracts";
import { StoreIcon } from "@/components/icons";
import { ReviewStatusBadge } from "../review-status";
import { ShopNames } from "./shop-names";

const sizes = {
  /** The seller's home, above its figures. */
  medium: { logo: "size-14", image: "", icon: "size-8", name: "text-lg" },
  /** The shop's profile, where the shop is the page. */
  large: { logo: "size-16", image: "border border-slate-200", icon: "size-9", name: "text-xl" },
} as const;

/** The shop as its own pages head it: its logo (a store icon without one), names and review. */
export function ShopIdentity({
  shop,
  logoAlt,
  size,
}: {
  shop: SellerProfile;
  /** Empty where the names beside it say it all. */
  logoAlt: string;
  size: keyof typeof sizes;
}) {
  const classes = sizes[size];
  const logo = shop.logo?.variants["320"] ?? shop.logo?.url;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-4">
      {logo ? (
        // biome-ignore lint/performance/noImgElement: uploads are already re-encoded WebP renditions.
        <img
          src={logo}
          alt={logoAlt}
          className={[classes.logo, "shrink-0 rounded-xl object-cover", classes.image]
            .filter(Boolean)
            .join(" ")}
        />
      ) : (
        <span
          className={`${classes.logo} inline-flex shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700`}
        >
          <StoreIcon className={classes.icon} />
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className={`truncate ${classes.name} font-bold text-slate-900`}>
          <ShopNames shop={shop} />
        </h2>
        <div>
          <ReviewStatusBadge status={shop.review_status} />
        </div>
      </div>
    </div>
  );
}
