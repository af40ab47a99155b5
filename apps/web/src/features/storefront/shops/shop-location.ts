import type { Language } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";

interface Place {
  title: string;
  title_en: string;
}

/** "Mashhad, Razavi Khorasan" in the page's language; whichever part is known; or null. */
export function useShopLocation(shop: {
  city: Place | null;
  province: Place | null;
}): string | null {
  const t = useTranslations("storefront.common");
  const language = useLocale() as Language;
  const name = (place: Place | null) =>
    place ? (language === "fa" ? place.title : place.title_en) : null;
  const city = name(shop.city);
  const province = name(shop.province);
  if (city && province) return t("location", { city, province });
  return city ?? province;
}
