import type { ProductDetail } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { StoreIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { TitledCard } from "@/components/titled-card";
import { useBilingual } from "@/lib/i18n/use-bilingual";
import { paths } from "@/lib/paths";
import { useShopLocation } from "../shops/shop-location";
import { ShopLogo } from "../shops/shop-logo";

/** Who sells the product, where from, and the way to the rest of their shop. */
export function SellerCard({ seller }: { seller: ProductDetail["seller"] }) {
  const t = useTranslations("storefront.product");
  const location = useShopLocation(seller);
  const name = useBilingual(seller);
  return (
    <TitledCard
      id="product-seller-title"
      title={t("sellerTitle")}
      className="p-4"
      titleClassName="text-sm font-semibold text-slate-500"
    >
      <div className="mt-3 flex items-center gap-3">
        <ShopLogo logo={seller.logo} className="size-14" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold text-slate-900" dir="auto">
            {name}
          </p>
          {location ? <p className="truncate text-sm text-slate-600">{location}</p> : null}
        </div>
      </div>
      <Link
        href={paths.shop(seller.id)}
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-primary-200 bg-primary-50 px-4 font-semibold text-primary-800 hover:bg-primary-100"
      >
        <StoreIcon className="size-5" />
        {t("visitShop")}
        <span className="sr-only">
          : <bdi>{name}</bdi>
        </span>
      </Link>
    </TitledCard>
  );
}
