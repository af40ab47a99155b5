import type { ProductDetail } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/link";
import {
  FavouriteHeart,
  productDescription,
  productName,
  productOtherName,
  useUnitName,
} from "@/features/catalog";
import { CustomerReportEntry } from "@/features/desk";
import { ReminderButtons, useReminderLabels } from "@/features/favourites";
import { bilingual, otherLanguage, type Titled } from "@/lib/i18n/languages";
import { categoryHref, productsHref } from "../product-filters";
import { ProductGallery } from "./product-gallery";
import { ProductProperties } from "./product-properties";
import { ProductPurchase } from "./product-purchase";
import { purchasedProduct } from "./purchased-product";
import { SellerCard } from "./seller-card";

interface ProductViewProps {
  product: ProductDetail;
  /** The category's icon key, for the placeholder when there are no photos. */
  categoryIcon: string;
  /** Rendered below the product: the related products. */
  related: React.ReactNode;
  /** Rendered under the product's facts: its price history. */
  priceHistory?: React.ReactNode;
}

/**
 * `/customer/products/[pid]`: gallery, name, price in toman with the discount and the ≈USD and
 * AED line, stock, preparation time, category links, properties, description and the seller.
 */
export function ProductView({ product, categoryIcon, related, priceHistory }: ProductViewProps) {
  const t = useTranslations("storefront.product");
  const card = useTranslations("catalog.card");
  const reminderLabels = useReminderLabels();
  const common = useTranslations("storefront.common");
  const language = useLocale();
  const format = useFormatter();
  const name = productName(product, language);
  const otherName = productOtherName(product, language);
  const description = productDescription(product, language);
  const title = (row: Titled) => bilingual(row, language);
  const unitName = useUnitName();
  const categoryLink = categoryHref({ id: product.category.id, title: title(product.category) });
  const subcategoryLink = product.subcategory
    ? categoryHref({ id: product.subcategory.id, title: title(product.subcategory) })
    : null;

  return (
    <>
      <nav aria-label={common("breadcrumb")} className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href={productsHref()} className="hover:text-primary-700 hover:underline">
              {common("allProducts")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href={categoryLink} className="hover:text-primary-700 hover:underline">
              {title(product.category)}
            </Link>
          </li>
          {product.subcategory && subcategoryLink ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <Link href={subcategoryLink} className="hover:text-primary-700 hover:underline">
                  {title(product.subcategory)}
                </Link>
              </li>
            </>
          ) : null}
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:self-start">
          <ProductGallery images={product.images} name={name} placeholderIcon={categoryIcon} />
        </div>

        <div className="flex flex-col gap-6">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <h1
                className="text-2xl leading-tight font-extrabold text-slate-900 lg:text-3xl"
                dir="auto"
              >
                {name}
              </h1>
              {otherName ? (
                <p className="mt-1 text-slate-500" dir="auto" lang={otherLanguage(language)}>
                  {otherName}
                </p>
              ) : null}
            </div>
            <FavouriteHeart
              kind="product"
              id={product.id}
              labels={{
                add: card("favouriteAdd", { name }),
                remove: card("favouriteRemove", { name }),
              }}
            />
          </div>

          <section
            aria-label={t("price")}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <ProductPurchase product={purchasedProduct(product)} />
            <div className="mt-3">
              <ReminderButtons
                productId={product.id}
                inStock={product.stock > 0}
                labels={reminderLabels}
              />
            </div>
            <div className="mt-3 flex justify-end">
              <CustomerReportEntry subjectKind="product" subjectId={product.id} />
            </div>
          </section>

          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-xl bg-slate-100 px-3 py-2.5">
              <dt className="text-slate-600">{t("stock")}</dt>
              <dd
                className={`mt-0.5 font-semibold ${product.stock > 0 ? "text-emerald-700" : "text-rose-700"}`}
              >
                {product.stock > 0
                  ? t("stockAmount", {
                      amount: format.number(product.stock, { maximumFractionDigits: 3 }),
                      unit: unitName(product.stock_type, product.stock),
                    })
                  : t("outOfStock")}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-100 px-3 py-2.5">
              <dt className="text-slate-600">{t("preparation")}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">
                {t("preparationDays", { days: product.preparation_days })}
              </dd>
            </div>
            <div className="col-span-2 rounded-xl bg-slate-100 px-3 py-2.5">
              <dt className="text-slate-600">{t("category")}</dt>
              <dd className="mt-0.5 flex flex-wrap gap-x-2 font-semibold">
                <Link href={categoryLink} className="text-primary-700 underline underline-offset-4">
                  {title(product.category)}
                </Link>
                {product.subcategory && subcategoryLink ? (
                  <>
                    <span aria-hidden="true" className="text-slate-400">
                      ›
                    </span>
                    <Link
                      href={subcategoryLink}
                      className="text-primary-700 underline underline-offset-4"
                    >
                      {title(product.subcategory)}
                    </Link>
                  </>
                ) : null}
              </dd>
            </div>
          </dl>

          {priceHistory}

          <SellerCard seller={product.seller} />

          <ProductProperties properties={product.properties} />

          {description ? (
            <section aria-labelledby="product-description-title">
              <h2 id="product-description-title" className="text-lg font-bold text-slate-900">
                {t("descriptionTitle")}
              </h2>
              <p className="mt-3 leading-7 whitespace-pre-line text-slate-700" dir="auto">
                {description}
              </p>
            </section>
          ) : null}
        </div>
      </div>

      {related}
    </>
  );
}
