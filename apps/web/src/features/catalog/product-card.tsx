import type { ProductCard as ProductCardData } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/link";
import { CardRating } from "@/components/rating/card-rating";
import { productName } from "@/features/catalog/product-text";
import { bilingual } from "@/lib/i18n/languages";
import { paths } from "@/lib/paths";
import { CategoryPlaceholder } from "./category-placeholder";
import { FavouriteHeart } from "./favourite-heart";
import { ForeignPrice } from "./foreign-price";
import { ProductImage } from "./product-image";
import { useToman } from "./toman";
import { useUnitName } from "./unit-name";

/**
 * How wide a card's picture is drawn in the product grid (productGridClass, in the page
 * column: see columnWidth in lib/image-sizes): two columns with a 12px gap on phones (16px from
 * 640px), three from 768px, four from 992px, five from 1280px; less the card's 1px borders.
 * A 412px phone draws 182px, so at 1.75× it takes the 320 w rendition and at 2.6× the 480 w.
 */
export const productCardImageSizes =
  "(min-width: 1280px) 203px, (min-width: 1152px) 258px, (min-width: 992px) calc(25vw - 30px), (min-width: 768px) 233px, (min-width: 640px) calc(50vw - 26px), calc(50vw - 24px)";

/** How many of a list's first cards a phone shows on its first screen (two columns, one row). */
export const firstScreenCards = 2;

interface ProductCardProps {
  product: ProductCardData;
  /** The icon key of the product's category, drawn when the seller added no photo. */
  categoryIcon: string;
  /** The card's title level under the section it sits in. */
  headingLevel?: 2 | 3;
  /** On the first screen: the picture loads at once and first (see `firstScreenCards`). */
  priority?: boolean;
  /** How wide the picture is drawn, where the card is not in a list's grid (a rail's card). */
  imageSizes?: string;
}

/**
 * A product in a list: photo (or its category's placeholder) in a square box, name, shop,
 * price in toman with the discount, the ≈USD/AED line and the stock. The whole card is one
 * link, with the favourite heart (a tiny island) above it. No client state of its own, so
 * server pages and "load more" lists render the same card.
 */
export function ProductCard({
  product,
  categoryIcon,
  headingLevel = 3,
  priority = false,
  imageSizes = productCardImageSizes,
}: ProductCardProps) {
  const t = useTranslations("catalog.card");
  const language = useLocale();
  const format = useFormatter();
  const toman = useToman();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const name = productName(product, language);
  const isDiscounted = product.discount_percent > 0;
  const unitName = useUnitName();

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-square overflow-hidden bg-slate-100">
        {product.image ? (
          <ProductImage
            image={product.image}
            alt=""
            sizes={imageSizes}
            priority={priority}
            className="object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <CategoryPlaceholder icon={categoryIcon} />
        )}
        {isDiscounted ? (
          <span className="absolute start-2 top-2 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white shadow">
            {t("discountBadge", {
              percent: format.number(product.discount_percent / 100, { style: "percent" }),
            })}
          </span>
        ) : null}
        <FavouriteHeart
          kind="product"
          id={product.id}
          labels={{ add: t("favouriteAdd", { name }), remove: t("favouriteRemove", { name }) }}
          className="absolute end-2 top-2 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-slate-900">
          <Link
            href={paths.product(product.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-primary-500"
            dir="auto"
          >
            {name}
          </Link>
        </Heading>
        <p className="truncate text-xs text-slate-500" dir="auto">
          {bilingual(product.seller, language)}
        </p>
        <CardRating rating={product.rating} />
        <div className="mt-auto pt-2">
          {isDiscounted ? (
            <p className="text-xs text-slate-500">
              <span className="sr-only">{t("oldPrice")} </span>
              <s>{toman(product.price_rials)}</s>
            </p>
          ) : null}
          <p className="text-base font-bold text-primary-900">
            {isDiscounted ? <span className="sr-only">{t("newPrice")} </span> : null}
            {/* Several packs or sizes: the card shows the cheapest (decision 041). */}
            {product.variant_count > 1 ? (
              <span className="text-xs font-medium text-slate-600">{t("from")} </span>
            ) : null}
            {toman(product.discounted_price_rials)}
          </p>
          <ForeignPrice rials={product.discounted_price_rials} />
        </div>
        <p
          className={`text-xs font-medium ${product.stock > 0 ? "text-emerald-700" : "text-rose-700"}`}
        >
          {product.stock > 0 && product.variant_count > 1
            ? t("packs", { count: product.variant_count })
            : product.stock > 0
              ? t("inStock", {
                  amount: format.number(product.stock, { maximumFractionDigits: 3 }),
                  unit: unitName(product.stock_type, product.stock),
                })
              : t("outOfStock")}
        </p>
      </div>
    </article>
  );
}
