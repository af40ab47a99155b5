import { getTranslations } from "next-intl/server";
import { getBanners } from "@/features/storefront/server";
import { BannerCarousel } from "./banner-carousel";
import { bannerSlides } from "./banner-images";

/**
 * The banners of one place on the home page. Banners are promotion, not content: with none,
 * or with the API failing, the place simply stays empty.
 */
export async function HomeBanners({ position }: { position: "home_top" | "home_middle" }) {
  const t = await getTranslations("storefront.home");
  const result = await getBanners(position);
  if (!result.ok || result.data.length === 0) return null;
  const isFirstOnPage = position === "home_top";
  const slides = bannerSlides(result.data, isFirstOnPage);
  return (
    <BannerCarousel
      slides={slides}
      label={isFirstOnPage ? t("bannersLabel") : t("moreBannersLabel")}
    />
  );
}
