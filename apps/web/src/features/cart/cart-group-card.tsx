"use client";

import type { CartGroup } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { primaryButton } from "@/components/button-styles";
import { StoreIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { ProductImage, useMoney } from "@/features/catalog";
import { bilingual } from "@/lib/i18n/languages";
import { paths } from "@/lib/paths";
import { CartLineRow } from "./cart-line-row";
import { canCheckOut } from "./cart-totals";

/** One seller's part of the cart (SPEC §3): its lines, its total and its own checkout. */
export function CartGroupCard({
  group,
  allowsFraction,
}: {
  group: CartGroup;
  allowsFraction: (stockTypeId: number) => boolean;
}) {
  const t = useTranslations("commerce.cart");
  const language = useLocale();
  const money = useMoney();
  const headingId = `cart-group-${group.id}`;
  const foreign = money.foreign(group.items_total_rials);
  const isReady = canCheckOut(group);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-center gap-3 border-b border-slate-100 pb-3">
        <span className="relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-50 text-primary-700">
          {group.seller.logo ? (
            <ProductImage image={group.seller.logo} alt="" sizes="48px" />
          ) : (
            <StoreIcon className="size-6" />
          )}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-bold text-slate-900">
            <Link href={paths.shop(group.seller.id)} className="hover:underline" dir="auto">
              {bilingual(group.seller, language)}
            </Link>
          </h2>
          {group.seller.city ? (
            <p className="text-sm text-slate-600">{bilingual(group.seller.city, language)}</p>
          ) : null}
        </div>
      </header>

      <ul className="divide-y divide-slate-100">
        {group.orders.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            allowsFraction={allowsFraction(line.stock_type.id)}
          />
        ))}
      </ul>

      <footer className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm text-slate-600">{t("groupTotal")}</p>
          <p className="text-lg font-bold text-slate-900">{money.toman(group.items_total_rials)}</p>
          {foreign ? <p className="text-sm text-slate-500">{foreign}</p> : null}
        </div>
        <div className="flex flex-col gap-1 sm:items-end">
          {isReady ? (
            <Link
              href={`/customer/cart/checkout/${group.id}`}
              className={primaryButton}
              aria-describedby={headingId}
            >
              {t("checkout")}
            </Link>
          ) : (
            <>
              <button type="button" disabled className={primaryButton}>
                {t("checkout")}
              </button>
              <p className="text-sm text-red-700">{t("fixToCheckout")}</p>
            </>
          )}
        </div>
      </footer>
    </section>
  );
}
