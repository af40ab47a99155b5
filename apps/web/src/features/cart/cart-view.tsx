"use client";

import { useLocale, useTranslations } from "next-intl";
import { primaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { CartIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { separatorsOf } from "@/lib/i18n/languages";
import { CartGroupCard } from "./cart-group-card";
import { useCartGroups } from "./cart-queries";
import { useFractionalUnits } from "./stock-units";

/** /customer/cart: the open cart by seller, each group checked out on its own. */
export function CartView() {
  const t = useTranslations("commerce.cart");
  const cart = useCartGroups();
  const allowsFraction = useFractionalUnits();
  const { inline } = separatorsOf(useLocale());

  if (cart.isError) return <LoadFailed onRetry={() => void cart.refetch()} />;
  if (!cart.data) return <CartSkeleton />;

  const { groups } = cart.data.data;
  if (groups.length === 0) {
    return (
      <StatusMessage
        headingLevel={2}
        icon={<CartIcon className="size-14" />}
        title={t("emptyTitle")}
        text={t("emptyText")}
        actions={
          <Link href="/customer/products" className={primaryButton}>
            {t("browse")}
          </Link>
        }
      />
    );
  }

  const lines = groups.reduce((sum, group) => sum + group.orders.length, 0);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-600">
        {t("summary", { shops: groups.length, lines, separator: inline })}
      </p>
      {groups.map((group) => (
        <CartGroupCard key={group.id} group={group} allowsFraction={allowsFraction} />
      ))}
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-hidden="true">
      <Skeleton className="h-5 w-1/2" />
      {[0, 1].map((group) => (
        <div key={group} className="rounded-2xl border border-slate-200 p-4 sm:p-5">
          <div className="flex items-center gap-3 pb-3">
            <Skeleton className="size-12 rounded-full" />
            <Skeleton className="h-5 w-40" />
          </div>
          {[0, 1].map((line) => (
            <div key={line} className="flex gap-3 py-4">
              <Skeleton className="size-20 rounded-xl sm:size-24" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-10 w-36 rounded-full" />
              </div>
            </div>
          ))}
          <Skeleton className="ms-auto h-11 w-32 rounded-full" />
        </div>
      ))}
    </div>
  );
}
