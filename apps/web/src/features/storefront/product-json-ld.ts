import type { Language, ProductDetail } from "@kesht/contracts";
import { productDescription, productName } from "@/features/catalog";
import { bilingual } from "@/lib/i18n/languages";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "./site-url";

/**
 * schema.org `Product` for a product page, so search engines can show its price and stock.
 * Prices are offered in rials (ISO 4217 IRR), the unit the API keeps, not in toman, which has
 * no currency code; the discounted price is what a buyer pays.
 */
export function buildProductJsonLd(
  product: ProductDetail,
  options: { language: Language; siteUrl: string },
) {
  const { language, siteUrl } = options;
  const url = absoluteUrl(paths.product(product.id), siteUrl);
  const images = product.images.map((image) => absoluteUrl(image.url, siteUrl));
  const category = bilingual(product.category, language);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: productName(product, language),
    ...(images.length > 0 ? { image: images } : {}),
    description: productDescription(product, language) ?? undefined,
    sku: String(product.id),
    category,
    brand: { "@type": "Brand", name: bilingual(product.seller, language) },
    url,
    // Only with reviews: schema.org refuses an aggregateRating of nobody.
    ...(product.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      "@type": "Offer",
      url,
      price: product.discounted_price_rials,
      priceCurrency: "IRR",
      availability:
        product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: {
        "@type": "Organization",
        name: bilingual(product.seller, language),
        url: absoluteUrl(paths.shop(product.seller.id), siteUrl),
      },
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so a product name holding
 * `</script>` cannot end the script and inject markup; `>` and `&` for good measure.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
}
