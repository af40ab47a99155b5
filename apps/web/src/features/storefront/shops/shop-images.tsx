import type { ProductImage as ProductImageData } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { ProductImage } from "@/features/catalog";
import { shopImageSizes } from "../image-sizes";

interface ShopImagesProps {
  id: string;
  title: string;
  images: ProductImageData[];
  /** The shop's name, for the photos' text alternatives. */
  name: string;
}

/**
 * A row of the shop's photos in fixed 4:3 boxes, scrolling sideways on phones. Nothing at all
 * when the shop has none.
 */
export function ShopImages({ id, title, images, name }: ShopImagesProps) {
  const t = useTranslations("storefront.shop");
  if (images.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 lg:grid-cols-4">
        {images.map((image, index) => (
          <li
            key={image.id}
            className="relative aspect-[4/3] w-64 shrink-0 snap-start overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 md:w-auto"
          >
            <ProductImage
              image={image}
              alt={t("imageAlt", { name, title, index: index + 1 })}
              sizes={shopImageSizes}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
