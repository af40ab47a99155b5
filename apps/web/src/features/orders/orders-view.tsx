"use client";

import type { OrderSide, OrderTab } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { primaryButton } from "@/components/button-styles";
import { OrdersIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { footerTexts, PagedListView } from "@/components/paged-list-view";
import { StatusMessage } from "@/components/status-message";
import { OrderCard } from "./order-card";
import { useOrders } from "./order-queries";
import { OrdersTabs } from "./orders-tabs";

/**
 * /customer/orders (current, past) and /shop/orders (new, current, past): the tab's orders,
 * newest first, a page at a time.
 */
export function OrdersView({ side, tab }: { side: OrderSide; tab: OrderTab }) {
  return (
    <>
      <OrdersTabs side={side} current={tab} />
      {/* A list per tab, so switching tabs never shows the other tab's orders for a moment. */}
      <OrderList key={tab} side={side} tab={tab} />
    </>
  );
}

function OrderList({ side, tab }: { side: OrderSide; tab: OrderTab }) {
  const t = useTranslations("orders.list");
  const orders = useOrders(side, tab);
  const canShop = side === "customer" && tab === "current";
  return (
    <PagedListView
      pages={orders}
      label={t("label")}
      className="flex flex-col gap-5"
      skeleton={{
        className: "grid gap-4 md:grid-cols-2",
        itemClassName: "h-48 w-full rounded-2xl",
      }}
      empty={
        <StatusMessage
          headingLevel={2}
          icon={<OrdersIcon className="size-10" />}
          title={t(`empty.${emptyKey(side, tab)}.title`)}
          text={t(`empty.${emptyKey(side, tab)}.text`)}
          actions={
            canShop ? (
              <Link href="/customer/products" className={primaryButton}>
                {t("browse")}
              </Link>
            ) : undefined
          }
        />
      }
      texts={footerTexts(t)}
    >
      {(items) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} side={side} />
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}

/** Which empty-list message a tab shows (a customer has no "new" tab: theirs is "current"). */
function emptyKey(side: OrderSide, tab: OrderTab) {
  if (side === "customer") return tab === "past" ? "customerPast" : "customerCurrent";
  if (tab === "new") return "sellerNew";
  return tab === "current" ? "sellerCurrent" : "sellerPast";
}
