import type { Banner } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { BannerCarousel } from "./banner-carousel";
import { bannerSlides } from "./banner-images";

const base: Banner = {
  id: 1,
  position: "home_top",
  title: "برداشت پاییزه",
  title_en: "Autumn harvest",
  subtitle: "",
  subtitle_en: "",
  image_url: "/api/v1/files/a/1280.webp",
  image_variants: {},
  link_url: "/customer/products",
};

function imageOf(banner: Banner): { src: string; srcSet: string } {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={catalogues.en}>
      <BannerCarousel slides={bannerSlides([banner], true)} label="Featured" />
    </NextIntlClientProvider>,
  );
  const img = new DOMParser().parseFromString(html, "text/html").querySelector("img");
  if (!img) throw new Error("the carousel drew no image");
  return { src: img.getAttribute("src") ?? "", srcSet: img.getAttribute("srcset") ?? "" };
}

describe("a banner's picture", () => {
  it("offers an upload's renditions by width, so a phone fetches a narrow one", () => {
    const { srcSet } = imageOf({
      ...base,
      image_variants: {
        "320": "/api/v1/files/a/320.webp",
        "640": "/api/v1/files/a/640.webp",
        "1280": "/api/v1/files/a/1280.webp",
      },
    });
    const candidates = srcSet.split(", ").map((entry) => entry.split(" ")[0]);
    expect(new Set(candidates)).toEqual(
      new Set(["/api/v1/files/a/640.webp", "/api/v1/files/a/1280.webp"]),
    );
    // The narrowest rendition at least as wide as each width asked for, never a smaller one.
    expect(srcSet).toMatch(/\/api\/v1\/files\/a\/640\.webp 640w/);
  });

  it("sends an upload without renditions as it is, and the app's own pictures through the optimiser", () => {
    expect(imageOf(base)).toEqual({ src: base.image_url, srcSet: "" });
    const appBanner = imageOf({ ...base, image_url: "/banners/saffron.webp" });
    expect(appBanner.src).toMatch(/^\/_next\/image\?url=%2Fbanners%2Fsaffron\.webp/);
    expect(appBanner.srcSet).toMatch(/640w/);
  });
});
