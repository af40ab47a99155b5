import { useLocale, useTranslations } from "next-intl";
import { bilingual, type Titled } from "@/lib/i18n/languages";

/** "Mashhad, Razavi Khorasan" in the page's language; whichever part is known; or null. */
export function useShopLocation(shop: {
  city: Titled | null;
  province: Titled | null;
}): string | null {
  const t = useTranslations("storefront.common");
  const language = useLocale();
  const name = (place: Titled | null) => (place ? bilingual(place, language) : null);
  const city = name(shop.city);
  const province = name(shop.province);
  if (city && province) return t("location", { city, province });
  return city ?? province;
}
