"use client";

import type { Order } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { Link } from "@/components/link";
import { useQuietCartGroups } from "@/features/cart";
import { useMoney } from "@/features/catalog";
import { Notice } from "@/features/wallet";
import { OrderItems } from "./order-items";

/**
 * A checkout whose payment ended without money (declined, out of time, or replaced by a newer
 * checkout): the API closed it, but to the customer it was never an order, only an attempt.
 * One story: the payment did not go through, nothing was bought, the cart still holds the
 * goods, try again (straight to that cart's checkout while it is open).
 */
export function FailedAttempt({ order }: { order: Order }) {
  const t = useTranslations("orders.attempt");
  const money = useMoney();
  const cart = useQuietCartGroups(true);
  const cartIsOpen = cart.data?.data.groups.some((group) => group.id === order.cart_id) ?? false;
  const retryHref = cartIsOpen ? `/customer/cart/checkout/${order.cart_id}` : "/customer/cart";

  return (
    <div className="flex flex-col gap-5 lg:max-w-3xl">
      <Notice
        kind="failure"
        title={t("title")}
        action={
          <>
            <Link href={retryHref} className={`${primaryButton} min-h-10 px-4 text-sm`}>
              {t("tryAgain")}
            </Link>
            {cartIsOpen ? (
              <Link href="/customer/cart" className={`${secondaryButton} min-h-10 px-4 text-sm`}>
                {t("toCart")}
              </Link>
            ) : null}
          </>
        }
      >
        <p>{t(`reason.${order.system_cancel_reason ?? "payment_failed"}`)}</p>
        <p>{t("text")}</p>
      </Notice>
      <OrderItems order={order} side="customer" title={t("items")} />
      <p className="flex justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm sm:p-5">
        <span className="font-semibold">{t("amount")}</span>
        <span className="font-bold">{money.toman(order.total_rials)}</span>
      </p>
    </div>
  );
}
