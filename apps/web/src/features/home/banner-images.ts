import type { Banner } from "@kesht/contracts";
import { getImageProps, type ImageLoader } from "next/image";
import { IMAGE_QUALITY, pickVariant } from "@/features/catalog";
import type { BannerSlide } from "./banner-carousel";
import { bannerImageSizes } from "./home-image-sizes";

/**
 * Banners shipped with the app (public/banners, the demo's) are one large picture each: Next's
 * optimiser serves them at the widths the `srcset` asks for (next.config.ts allows that path
 * only). An uploaded banner was encoded at a few widths by the API when it was uploaded: the
 * `srcset` names those renditions (the narrowest at least as wide as each width asked for).
 */
function isAppBanner(url: string): boolean {
  return url.startsWith("/banners/");
}

/** How the banner's picture is sized: by Next's optimiser, by its renditions, or as it is. */
function imageSizing(banner: Banner): {
  loader?: ImageLoader;
  quality?: number;
  unoptimized?: boolean;
} {
  if (isAppBanner(banner.image_url)) return {};
  if (Object.keys(banner.image_variants).length === 0) return { unoptimized: true };
  const variants = { url: banner.image_url, variants: banner.image_variants };
  return { loader: ({ width }) => pickVariant(variants, width), quality: IMAGE_QUALITY };
}

/**
 * Each banner with its picture's `<img>` attributes, as next/image would draw them, worked out
 * where the page is rendered (the server), so the carousel draws a plain `<img>` and next/image's
 * script stays out of the home page's first load (issue 26). The page's first carousel loads its
 * first picture with the page (`isFirstOnPage`), every other one lazily. Not at high priority:
 * the carousel sits below the discounted rail, whose first cards are a phone's first screen and
 * its largest paint (decision 027, "Largest paint with photos").
 */
export function bannerSlides(banners: readonly Banner[], isFirstOnPage: boolean): BannerSlide[] {
  return banners.map((banner, index) => {
    const isEager = isFirstOnPage && index === 0;
    const { props } = getImageProps({
      src: banner.image_url,
      alt: "",
      fill: true,
      ...imageSizing(banner),
      sizes: bannerImageSizes,
      loading: isEager ? "eager" : "lazy",
    });
    return { banner, image: props };
  });
}
