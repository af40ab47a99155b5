import type { ShopCard as ShopCardData } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/link";
import { bilingual } from "@/lib/i18n/languages";
import { paths } from "@/lib/paths";
import { useShopLocation } from "./shop-location";
import { ShopLogo } from "./shop-logo";

/** A shop in a list: logo, name, where it is and how many products it lists; one link. */
export function ShopCard({ shop, headingLevel = 3 }: { shop: ShopCardData; headingLevel?: 2 | 3 }) {
  const t = useTranslations("storefront.common");
  const language = useLocale();
  const location = useShopLocation(shop);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <ShopLogo logo={shop.logo} className="size-16" />
      <div className="min-w-0 flex-1">
        <Heading className="truncate font-bold text-slate-900">
          <Link
            href={paths.shop(shop.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-primary-500"
            dir="auto"
          >
            {bilingual(shop, language)}
          </Link>
        </Heading>
        {location ? <p className="truncate text-sm text-slate-600">{location}</p> : null}
        <p className="text-xs font-medium text-primary-700">
          {t("productCount", { count: shop.product_count })}
        </p>
      </div>
    </article>
  );
}
