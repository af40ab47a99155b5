"use client";

import { type ProductCard, sellerProductStatuses } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { controlClass } from "@/components/form/field-styles";
import { CloseIcon, PlusIcon, ProductsIcon, SearchIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Skeleton } from "@/components/skeleton";
import { type SellerProductStatus, useCategories, useSellerProductPages } from "../product-queries";
import { ShopApprovalNotice } from "../ui/shop-approval-notice";
import { useProductActive } from "../use-product-active";
import { BulkEditPanel } from "./bulk-edit-panel";
import { listHref } from "./list-href";
import { SellerProductCard } from "./seller-product-card";

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 400;

interface SellerProductsListProps {
  initialStatus: SellerProductStatus;
  initialSearch: string;
}

/** /shop/products: the seller's products, filtered and searched, with a switch on each. */
export function SellerProductsList({ initialStatus, initialSearch }: SellerProductsListProps) {
  const t = useTranslations("sellerProducts.list");
  const [status, setStatus] = useState(initialStatus);
  const [typed, setTyped] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch.trim());
  const tBulk = useTranslations("productImport");
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<number, ProductCard>>(new Map());

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  // The address follows the filter and the search without a new page load.
  useEffect(() => {
    window.history.replaceState(window.history.state, "", listHref(status, search));
  }, [status, search]);

  return (
    <div className="flex flex-col gap-5">
      <ShopApprovalNotice />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <StatusFilter value={status} onChange={setStatus} />
        <div className="flex flex-wrap gap-2 sm:order-last">
          <Link href="/shop/products/import" className={secondaryButton}>
            {tBulk("openImport")}
          </Link>
          <button
            type="button"
            aria-pressed={selecting}
            className={secondaryButton}
            onClick={() => {
              setSelecting(!selecting);
              setSelected(new Map());
            }}
          >
            {tBulk(selecting ? "bulk.stop" : "bulk.start")}
          </button>
          <Link href="/shop/products/add" className={primaryButton}>
            <PlusIcon className="size-5" />
            {t("add")}
          </Link>
        </div>
      </div>
      {selecting ? (
        <BulkEditPanel
          selected={[...selected.values()]}
          onDone={() => {
            setSelecting(false);
            setSelected(new Map());
          }}
        />
      ) : null}
      <div className="relative">
        <label htmlFor="products-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-400" />
        <input
          id="products-search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          placeholder={t("searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          className={`${controlClass} border-slate-300 ps-10 pe-11 [&::-webkit-search-cancel-button]:hidden`}
        />
        {typed ? (
          <button
            type="button"
            onClick={() => {
              setTyped("");
              setSearch("");
            }}
            aria-label={t("clearSearch")}
            className="absolute inset-y-0 end-0 inline-flex size-11 items-center justify-center text-slate-500 hover:text-slate-800"
          >
            <CloseIcon className="size-5" />
          </button>
        ) : null}
      </div>
      <ProductPages
        status={status}
        search={search}
        selection={
          selecting
            ? {
                isSelected: (id) => selected.has(id),
                toggle: (product) =>
                  setSelected((current) => {
                    const next = new Map(current);
                    if (next.has(product.id)) next.delete(product.id);
                    else next.set(product.id, product);
                    return next;
                  }),
              }
            : null
        }
        onShowAll={() => {
          setStatus("all");
          setTyped("");
          setSearch("");
        }}
      />
    </div>
  );
}

function StatusFilter({
  value,
  onChange,
}: {
  value: SellerProductStatus;
  onChange: (status: SellerProductStatus) => void;
}) {
  const t = useTranslations("sellerProducts.list.filter");
  return (
    <fieldset className="inline-flex min-w-0 self-start rounded-2xl bg-slate-200/70 p-1">
      <legend className="sr-only">{t("label")}</legend>
      {sellerProductStatuses.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className="min-h-11 rounded-xl px-4 text-sm font-semibold text-slate-600 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-primary-800 aria-pressed:shadow-sm"
        >
          {t(status)}
        </button>
      ))}
    </fieldset>
  );
}

/** While the shop picks products for a bulk edit: which are picked, and how to pick one. */
interface Selection {
  isSelected: (id: number) => boolean;
  toggle: (product: ProductCard) => void;
}

function ProductPages({
  status,
  search,
  selection,
  onShowAll,
}: {
  status: SellerProductStatus;
  search: string;
  selection: Selection | null;
  onShowAll: () => void;
}) {
  const t = useTranslations("sellerProducts.list");
  const pages = useSellerProductPages(status, search);
  const categories = useCategories();
  const active = useProductActive();

  if (pages.isError && !pages.data) {
    return <LoadFailed text={t("loadFailed")} onRetry={() => void pages.refetch()} />;
  }
  if (!pages.data) return <ListSkeleton />;

  const products = pages.data.pages.flatMap((page) => page.data.items);
  if (products.length === 0) {
    return status === "all" && !search ? (
      <EmptyState />
    ) : (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-slate-900">{t("noMatchTitle")}</p>
        <p className="text-slate-600">{t(search ? "noMatchSearch" : `noMatch.${status}`)}</p>
        <button type="button" onClick={onShowAll} className={secondaryButton}>
          {t("showAll")}
        </button>
      </div>
    );
  }

  const iconOf = (categoryId: number) =>
    categories.data?.data.find((category) => category.id === categoryId)?.icon ?? "leaf";
  return (
    <div className="flex flex-col gap-4" aria-busy={pages.isFetching || undefined}>
      <ul className="grid gap-3 lg:grid-cols-2">
        {products.map((product) => (
          <li key={product.id}>
            <SellerProductCard
              product={product}
              categoryIcon={iconOf(product.category_id)}
              isPending={active.isPending(product.id)}
              onActiveChange={(isActive) => void active.setActive(product, isActive)}
              {...(selection
                ? {
                    selection: {
                      checked: selection.isSelected(product.id),
                      onToggle: () => selection.toggle(product),
                    },
                  }
                : {})}
            />
          </li>
        ))}
      </ul>
      <LoadMoreFooter pages={pages} texts={{ more: t("loadMore"), loading: t("loadingMore") }} />
    </div>
  );
}

function EmptyState() {
  const t = useTranslations("sellerProducts.list");
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <ProductsIcon className="size-12 text-primary-600" />
      <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
      <p className="max-w-md text-slate-600">{t("emptyText")}</p>
      <Link href="/shop/products/add" className={`${primaryButton} mt-2`}>
        <PlusIcon className="size-5" />
        {t("emptyAction")}
      </Link>
    </div>
  );
}

function ListSkeleton() {
  const t = useTranslations("sellerProducts.list");
  return (
    <div aria-busy="true">
      <span className="sr-only">{t("loading")}</span>
      <ul className="grid gap-3 lg:grid-cols-2" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3">
            <Skeleton className="size-20 shrink-0 rounded-xl sm:size-24" />
            <div className="flex flex-1 flex-col gap-2 py-1">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
