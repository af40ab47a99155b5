"use client";

import type { ProductCard, SellerDashboard } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { HeartIcon, OrdersIcon, WalletIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { TitledCard } from "@/components/titled-card";
import { productName, useMoney } from "@/features/catalog";
import { useApiQuery } from "@/lib/api";
import { useBilingual } from "@/lib/i18n/use-bilingual";
import { paths } from "@/lib/paths";

/**
 * The shop's day in figures (`GET /seller/dashboard`): today's orders, the income waiting for
 * customers to confirm receipt, and the listed products running out, each a way to act on it.
 */
export function ShopFigures() {
  const t = useTranslations("accounts.shopHome");
  const favourites = useTranslations("favourites.dashboard");
  const format = useFormatter();
  const money = useMoney();
  const figures = useApiQuery<SellerDashboard>({ path: "/seller/dashboard" });
  const data = figures.data?.data;

  let body: React.ReactNode;
  if (figures.isError) {
    body = <LoadFailed text={t("figuresFailed")} onRetry={() => void figures.refetch()} />;
  } else if (!data) {
    body = (
      <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl sm:col-span-2" />
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure
          href="/shop/orders"
          label={t("ordersToday")}
          value={format.number(data.orders_today)}
          hint={t("ordersTodayHint")}
          Icon={OrdersIcon}
        />
        <Figure
          href="/shop/profile/wallet"
          label={t("pendingIncome")}
          value={money.toman(data.pending_income_rials)}
          hint={t("pendingIncomeHint")}
          Icon={WalletIcon}
        />
        <Figure
          href="/shop/products"
          label={favourites("title")}
          value={favourites("value", { shop: data.favourites.shop })}
          hint={favourites("hint", { products: data.favourites.products })}
          Icon={HeartIcon}
        />
        <LowStock lowStock={data.low_stock} />
      </div>
    );
  }

  return (
    <section aria-labelledby="shop-figures-title" className="flex flex-col gap-3">
      <h2 id="shop-figures-title" className="text-lg font-bold text-slate-900">
        {t("figuresTitle")}
      </h2>
      {body}
    </section>
  );
}

function Figure({
  href,
  label,
  value,
  hint,
  Icon,
}: {
  href: string;
  label: string;
  value: string;
  hint: string;
  Icon: React.ComponentType<{ className?: string }>;
}) {
  return (
    <Link
      href={href}
      className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-300 hover:bg-primary-50/40"
    >
      <Icon className="size-7 shrink-0 text-primary-700" />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm font-semibold text-slate-600">{label}</span>
        <span className="text-2xl font-extrabold text-slate-900">{value}</span>
        <span className="text-sm text-slate-500">{hint}</span>
      </span>
    </Link>
  );
}

function LowStock({ lowStock }: { lowStock: SellerDashboard["low_stock"] }) {
  const t = useTranslations("accounts.shopHome");
  const format = useFormatter();
  const more = lowStock.total - lowStock.products.length;
  return (
    <TitledCard
      id="low-stock-title"
      title={t("lowStockTitle")}
      heading="h3"
      className="flex flex-col gap-2 p-4 sm:col-span-2"
      titleClassName="font-bold text-slate-900"
    >
      <p className="text-sm text-slate-500">
        {t("lowStockHint", { threshold: format.number(lowStock.threshold) })}
      </p>
      {lowStock.products.length === 0 ? (
        <p className="text-slate-700">{t("lowStockEmpty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {lowStock.products.map((product) => (
            <LowStockRow key={product.id} product={product} />
          ))}
        </ul>
      )}
      {more > 0 ? (
        <Link
          href="/shop/products"
          className="inline-flex min-h-11 items-center self-start font-semibold text-primary-700 underline"
        >
          {t("moreLowStock", { count: more })}
        </Link>
      ) : null}
    </TitledCard>
  );
}

function LowStockRow({ product }: { product: ProductCard }) {
  const t = useTranslations("accounts.shopHome");
  const language = useLocale();
  const format = useFormatter();
  const unit = useBilingual(product.stock_type);
  return (
    <li>
      <Link
        href={paths.shopProduct(product.id)}
        className="flex min-h-11 items-center justify-between gap-3 py-2 hover:text-primary-800"
      >
        <span className="truncate font-medium text-slate-900" dir="auto">
          {productName(product, language)}
        </span>
        <span
          className={`shrink-0 text-sm font-semibold ${product.stock > 0 ? "text-amber-700" : "text-rose-700"}`}
        >
          {product.stock > 0
            ? t("left", {
                amount: format.number(product.stock, { maximumFractionDigits: 3 }),
                unit,
              })
            : t("outOfStock")}
        </span>
      </Link>
    </li>
  );
}
