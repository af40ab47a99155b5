"use client";

import { type OrderSide, type OrderTab, orderTabsOf } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { Link } from "@/components/link";
import { paths } from "@/lib/paths";

/** The list's tabs as links: each tab has its own address (`?tab=`), so it can be shared. */
export function OrdersTabs({ side, current }: { side: OrderSide; current: OrderTab }) {
  const t = useTranslations("orders.tabs");
  const tabs = orderTabsOf[side];
  const first = tabs[0] ?? current;
  return (
    <nav aria-label={t("label")} className="mb-5">
      <ul className="flex gap-1 rounded-full bg-slate-200/70 p-1">
        {tabs.map((tab) => {
          const isCurrent = tab === current;
          return (
            <li key={tab} className="flex-1">
              <Link
                href={paths.ordersTab(side, tab, first)}
                aria-current={isCurrent ? "page" : undefined}
                scroll={false}
                className={`flex min-h-11 items-center justify-center rounded-full px-3 text-center font-semibold ${
                  isCurrent
                    ? "bg-white text-primary-800 shadow-sm"
                    : "text-slate-600 hover:text-slate-900"
                }`}
              >
                {t(tab)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
