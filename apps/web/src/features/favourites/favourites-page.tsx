"use client";

import type { ProductPage, ShopCard } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { FavouriteHeart, ProductCard, ProductImage } from "@/features/catalog";
import { useApiQuery } from "@/lib/api";
import { bilingual } from "@/lib/i18n/languages";
import { paths } from "@/lib/paths";

type Kind = "products" | "shops";
type ShopPage = { items: ShopCard[]; page: number; per_page: number; has_more: boolean };

const PER_PAGE = 24;

/**
 * `/customer/profile/favourites`: the products and the shops the customer keeps, the latest
 * first, each list read a page at a time ("show more"), with its own loading, empty and
 * failed states. A heart taps it off the list's next read.
 */
export function FavouritesView() {
  const t = useTranslations("favourites.page");
  return (
    <div className="flex flex-col gap-8">
      <FavouriteList kind="products" title={t("products")} />
      <FavouriteList kind="shops" title={t("shops")} />
    </div>
  );
}

function FavouriteList({ kind, title }: { kind: Kind; title: string }) {
  const [pages, setPages] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const id = `favourite-${kind}-title`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div
        className={
          kind === "products"
            ? "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            : "grid gap-3 sm:grid-cols-2"
        }
      >
        {Array.from({ length: pages }, (_, index) => (
          <FavouritePage
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's number is its identity.
            key={index}
            kind={kind}
            page={index + 1}
            onHasMore={index + 1 === pages ? setHasMore : undefined}
          />
        ))}
      </div>
      {hasMore ? <MoreButton onClick={() => setPages(pages + 1)} /> : null}
    </section>
  );
}

function MoreButton({ onClick }: { onClick: () => void }) {
  const t = useTranslations("favourites.page");
  return (
    <button type="button" onClick={onClick} className={`${secondaryButton} self-center`}>
      {t("more")}
    </button>
  );
}

function FavouritePage({
  kind,
  page,
  onHasMore,
}: {
  kind: Kind;
  page: number;
  onHasMore?: (more: boolean) => void;
}) {
  const t = useTranslations("favourites.page");
  const list = useApiQuery<ProductPage | ShopPage>({
    path: `/customer/favourites/${kind}`,
    payload: { page, per_page: PER_PAGE },
  });
  const data = list.data?.data;
  const more = data?.has_more ?? false;
  useEffect(() => onHasMore?.(more), [onHasMore, more]);

  if (list.isError) {
    return (
      <div className="col-span-full">
        <LoadFailed text={t("failed")} onRetry={() => void list.refetch()} />
      </div>
    );
  }
  if (!data) {
    return (
      <div aria-busy="true" className="col-span-full grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  if (page === 1 && data.items.length === 0) return <Empty kind={kind} />;
  return kind === "products"
    ? (data as ProductPage).items.map((product) => (
        <ProductCard key={product.id} product={product} categoryIcon="leaf" />
      ))
    : (data as ShopPage).items.map((shop) => <ShopRow key={shop.id} shop={shop} />);
}

function Empty({ kind }: { kind: Kind }) {
  const t = useTranslations("favourites.page");
  return (
    <div className="col-span-full flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-6 text-center">
      <p className="text-slate-700">{kind === "products" ? t("emptyProducts") : t("emptyShops")}</p>
      <Link
        href={kind === "products" ? "/customer/products" : "/customer/shops"}
        className="font-semibold text-primary-700 underline"
      >
        {kind === "products" ? t("browse") : t("browseShops")}
      </Link>
    </div>
  );
}

function ShopRow({ shop }: { shop: ShopCard }) {
  const t = useTranslations("favourites");
  const language = useLocale();
  const name = bilingual(shop, language);
  return (
    <article className="relative flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="relative size-14 shrink-0 overflow-hidden rounded-full bg-slate-100">
        {shop.logo ? (
          <ProductImage image={shop.logo} alt="" sizes="56px" className="object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-bold text-slate-900">
          <Link
            href={paths.shop(shop.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-primary-500"
            dir="auto"
          >
            {name}
          </Link>
        </h3>
        <p className="text-xs font-medium text-primary-700">
          {t("page.productCount", { count: shop.product_count })}
        </p>
      </div>
      <FavouriteHeart
        kind="shop"
        id={shop.id}
        labels={{ add: t("shop.add", { name }), remove: t("shop.remove", { name }) }}
        className="relative z-10"
      />
    </article>
  );
}
