"use client";

import type { Banner } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { NextIcon, PreviousIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { directionOf } from "@/lib/i18n/language";
import { bilingual, columnIn } from "@/lib/i18n/languages";
import { decimalText } from "@/lib/i18n/number-text";

/** A banner with its picture's `<img>` attributes, worked out on the server (banner-images.ts). */
export interface BannerSlide {
  banner: Banner;
  image: React.ImgHTMLAttributes<HTMLImageElement>;
}

interface BannerCarouselProps {
  slides: BannerSlide[];
  /** Names the carousel for screen readers ("Featured"). */
  label: string;
}

/**
 * Banners side by side in a scroll-snap strip: swipe on touch screens, previous/next buttons
 * and dots elsewhere. It never turns by itself (nothing moves that the visitor did not move),
 * follows the WAI-ARIA carousel pattern, and every slide keeps a fixed aspect ratio so nothing
 * shifts while images load.
 */
export function BannerCarousel({ slides, label }: BannerCarouselProps) {
  const t = useTranslations("storefront.home");
  const language = useLocale();
  const isRtl = directionOf(language) === "rtl";
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const id = useId();
  const count = slides.length;

  // The current slide follows the scroll position, however it changed (swipe, keys, buttons).
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const onScroll = () => {
      // Right-to-left strips scroll to negative offsets in every current browser.
      const index = Math.round(Math.abs(element.scrollLeft) / element.clientWidth);
      setCurrent(Math.min(Math.max(index, 0), count - 1));
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, [count]);

  function show(index: number) {
    const element = strip.current;
    if (!element) return;
    const target = (index + count) % count;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({
      left: (isRtl ? -1 : 1) * target * element.clientWidth,
      behavior: reduceMotion ? "auto" : "smooth",
    });
    setCurrent(target);
  }

  const number = (value: number) => decimalText(value, language);

  return (
    <section aria-roledescription={t("carousel")} aria-label={label} className="relative">
      {/* Slides are groups (the WAI-ARIA carousel pattern), so the strip is not a list: a list
          may hold only list items. */}
      <div
        ref={strip}
        id={`${id}-slides`}
        aria-live="polite"
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map(({ banner, image }, index) => {
          const title = bilingual(banner, language);
          const subtitle = columnIn(banner, "subtitle", language);
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for form controls.
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t("slide")}
              aria-label={t("slideLabel", { index: number(index + 1), count: number(count) })}
              className="relative aspect-[16/9] w-full shrink-0 snap-start overflow-hidden bg-gradient-to-br from-primary-800 to-primary-600 sm:aspect-[21/9] lg:aspect-[3/1]"
            >
              <Link
                href={banner.link_url}
                className="absolute inset-0 block outline-none focus-visible:ring-4 focus-visible:ring-primary-300 focus-visible:ring-inset"
                tabIndex={index === current ? 0 : -1}
              >
                {/* biome-ignore lint/performance/noImgElement: next/image's attributes, computed on the server (banner-images.ts), so its script stays out of the page */}
                <img {...image} alt="" className="object-cover" />
                <span className="absolute inset-0 bg-gradient-to-t from-slate-950/70 via-slate-950/20 to-transparent" />
                <span className="absolute inset-x-0 bottom-0 flex flex-col gap-1 p-4 text-white sm:p-6 lg:p-8">
                  <span className="text-lg leading-tight font-extrabold sm:text-2xl lg:text-3xl">
                    {title}
                  </span>
                  {subtitle ? (
                    <span className="line-clamp-2 max-w-xl text-sm text-white/90 sm:text-base">
                      {subtitle}
                    </span>
                  ) : null}
                </span>
              </Link>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => show(current - 1)}
            aria-controls={`${id}-slides`}
            aria-label={t("previousSlide")}
            className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          >
            <PreviousIcon className="size-5" />
          </button>
          <div className="flex items-center">
            {slides.map(({ banner }, index) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => show(index)}
                aria-controls={`${id}-slides`}
                aria-label={t("goToSlide", { index: number(index + 1) })}
                aria-current={index === current ? "true" : undefined}
                className="group inline-flex size-8 items-center justify-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${
                    index === current
                      ? "w-6 bg-primary-700"
                      : "w-2 bg-slate-300 group-hover:bg-slate-400"
                  }`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => show(current + 1)}
            aria-controls={`${id}-slides`}
            aria-label={t("nextSlide")}
            className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          >
            <NextIcon className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
