import type { ProductSort } from "@kesht/contracts";
import { getTranslations } from "next-intl/server";
import { SectionUnavailable } from "@/components/feedback/section-unavailable";
import { firstScreenCards, ProductCard } from "@/features/catalog";
import { productsHref, SectionEmpty, SectionHeading } from "@/features/storefront";
import {
  getCategories,
  getProducts,
  getSubcategories,
  iconsById,
} from "@/features/storefront/server";
import { railImageSizes } from "./home-image-sizes";

/** A row of cards that scrolls sideways on phones and is a five-column grid from 992px. */
const railClass =
  "-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 lg:grid-cols-5";
const railItemClass = "w-40 shrink-0 snap-start sm:w-44 md:w-auto";

const RAIL_SIZE = 10;

const sections = {
  discounted: {
    titleKey: "discountedTitle",
    emptyKey: "discountedEmpty",
    query: { type: "discounted", sort: "discount" },
    href: productsHref({ type: "discounted", sort: "discount" }),
  },
  newest: {
    titleKey: "newestTitle",
    emptyKey: "newestEmpty",
    query: { type: "all", sort: "newest" },
    href: productsHref({ sort: "newest" }),
  },
} as const satisfies Record<
  string,
  { titleKey: string; emptyKey: string; query: { type: string; sort: ProductSort }; href: string }
>;

/** Discounted or newest products as a rail of cards, with "See all" to the full list. */
export async function HomeProducts({ kind }: { kind: keyof typeof sections }) {
  const t = await getTranslations("storefront.home");
  const section = sections[kind];
  const [result, categories, subcategories] = await Promise.all([
    getProducts({ ...section.query, per_page: RAIL_SIZE }),
    getCategories(),
    getSubcategories(),
  ]);
  const icons = iconsById(categories, subcategories);
  const titleId = `home-${kind}-title`;
  return (
    <section aria-labelledby={titleId}>
      <SectionHeading id={titleId} title={t(section.titleKey)} href={section.href} />
      {!result.ok ? (
        <SectionUnavailable retryHref="/" />
      ) : result.data.items.length === 0 ? (
        <SectionEmpty text={t(section.emptyKey)} />
      ) : (
        <ul className={railClass}>
          {result.data.items.map((product, index) => (
            <li key={product.id} className={railItemClass}>
              <ProductCard
                product={product}
                categoryIcon={icons[product.category_id] ?? "leaf"}
                imageSizes={railImageSizes}
                // The discounted rail opens the page: its first cards are a phone's first screen.
                priority={kind === "discounted" && index < firstScreenCards}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
