"use client";

import type { ProductImage as ProductImageData } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { CategoryPlaceholder, ProductImage } from "@/features/catalog";
import { directionOf } from "@/lib/i18n/language";
import { productCoverImageSizes } from "../image-sizes";

interface ProductGalleryProps {
  images: ProductImageData[];
  /** The product's name, for the photos' text alternatives. */
  name: string;
  /** The category's icon, drawn when there are no photos. */
  placeholderIcon: string;
}

/**
 * The cover photo large, the others as thumbnails below. The thumbnails are tabs (WAI-ARIA
 * tabs pattern): one tab stop, arrow keys move between them (mirrored right to left), Home
 * and End jump to the ends, and the large photo is the panel they control.
 */
export function ProductGallery({ images, name, placeholderIcon }: ProductGalleryProps) {
  const t = useTranslations("storefront.product");
  const isRtl = directionOf(useLocale()) === "rtl";
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const current = images[selected];

  function select(index: number) {
    const next = (index + images.length) % images.length;
    setSelected(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const forward = isRtl ? "ArrowLeft" : "ArrowRight";
    const backward = isRtl ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = {
      [forward]: selected + 1,
      [backward]: selected - 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div>
      <div
        id={`${id}-panel`}
        {...(images.length > 1
          ? { role: "tabpanel", "aria-labelledby": `${id}-tab-${selected}` }
          : {})}
        className="relative aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-slate-100"
      >
        {current ? (
          <ProductImage
            key={current.id}
            image={current}
            alt={
              images.length > 1
                ? t("photoAlt", { name, index: selected + 1, count: images.length })
                : name
            }
            sizes={productCoverImageSizes}
            priority={selected === 0}
          />
        ) : (
          <CategoryPlaceholder icon={placeholderIcon} />
        )}
      </div>
      {images.length === 0 ? <p className="mt-2 text-sm text-slate-500">{t("noPhotos")}</p> : null}
      {images.length > 1 ? (
        <div
          role="tablist"
          aria-label={t("gallery", { name })}
          className="mt-3 flex gap-2 overflow-x-auto pb-1"
        >
          {images.map((image, index) => (
            <button
              key={image.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={`${id}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={index === selected}
              aria-controls={`${id}-panel`}
              aria-label={t("showPhoto", { index: index + 1, count: images.length })}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
              className={`relative size-16 shrink-0 overflow-hidden rounded-xl border-2 bg-slate-100 sm:size-20 ${
                index === selected
                  ? "border-primary-600"
                  : "border-transparent opacity-80 hover:opacity-100"
              }`}
            >
              <ProductImage image={image} alt="" sizes="80px" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
