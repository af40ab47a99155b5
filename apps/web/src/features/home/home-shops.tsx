import { getTranslations } from "next-intl/server";
import { SectionUnavailable } from "@/components/feedback/section-unavailable";
import { SectionEmpty, SectionHeading, ShopCard, shopGridClass } from "@/features/storefront";
import { getShops } from "@/features/storefront/server";

const SHOPS_ON_HOME = 8;

/** Shops with the most products, with "See all" to the shops page. */
export async function HomeShops() {
  const t = await getTranslations("storefront.home");
  const result = await getShops({ per_page: SHOPS_ON_HOME });
  return (
    <section aria-labelledby="home-shops-title">
      <SectionHeading id="home-shops-title" title={t("shopsTitle")} href="/customer/shops" />
      {!result.ok ? (
        <SectionUnavailable retryHref="/" />
      ) : result.data.items.length === 0 ? (
        <SectionEmpty text={t("shopsEmpty")} />
      ) : (
        <ul className={shopGridClass}>
          {result.data.items.map((shop) => (
            <li key={shop.id}>
              <ShopCard shop={shop} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
