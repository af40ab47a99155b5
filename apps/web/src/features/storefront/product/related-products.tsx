import type { ProductDetail } from "@kesht/contracts";
import { getLocale, getTranslations } from "next-intl/server";
import { ProductCard } from "@/features/catalog";
import { bilingual } from "@/lib/i18n/languages";
import { categoryHref } from "../product-filters";
import { productGridClass } from "../products/product-grid-class";
import { SectionHeading } from "../section-heading";
import { getProducts } from "../storefront-reads";

const RELATED_COUNT = 5;

/**
 * Other listed products of the same category, newest first. Nothing at all when there are
 * none or they cannot be read: the product page does not need them.
 */
export async function RelatedProducts({
  product,
  icons,
}: {
  product: ProductDetail;
  icons: Record<number, string>;
}) {
  const t = await getTranslations("storefront.product");
  const language = await getLocale();
  const result = await getProducts({
    category_id: product.category_id,
    sort: "newest",
    per_page: RELATED_COUNT + 1,
  });
  if (!result.ok) return null;
  const others = result.data.items.filter((item) => item.id !== product.id).slice(0, RELATED_COUNT);
  if (others.length === 0) return null;
  const category = bilingual(product.category, language);
  return (
    <section aria-labelledby="related-products-title" className="mt-12">
      <SectionHeading
        id="related-products-title"
        title={t("relatedTitle", { category })}
        href={categoryHref({ id: product.category.id, title: category })}
      />
      <ul className={productGridClass}>
        {others.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} categoryIcon={icons[item.category_id] ?? "leaf"} />
          </li>
        ))}
      </ul>
    </section>
  );
}
