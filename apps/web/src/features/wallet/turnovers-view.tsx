"use client";

import { usePathname } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { TurnoversIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { footerTexts, PagedListView } from "@/components/paged-list-view";
import { StatusMessage } from "@/components/status-message";
import { useRouter } from "@/lib/navigation/use-router";
import { type DateRange, dateRangeSearch, hasDateRange, orderedRange } from "./date-range";
import { DateRangeFilter } from "./date-range-filter";
import { TurnoverRow } from "./turnover-row";
import { useTurnovers } from "./wallet-queries";
import { type WalletSide, walletPages } from "./wallet-side";

/**
 * /customer/profile/turnovers and /shop/profile/turnovers: every movement of the wallet,
 * newest first, with the balance after it, filtered by a date range kept in the URL.
 */
export function TurnoversView({
  side,
  initialRange,
}: {
  side: WalletSide;
  /** The range in the page's URL. */
  initialRange: DateRange;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [range, setRange] = useState(initialRange);
  // Back and forward change the URL's range: follow it.
  useEffect(() => setRange(initialRange), [initialRange]);

  function changeRange(next: DateRange) {
    const ordered = orderedRange(next);
    setRange(ordered);
    router.replace(`${pathname}${dateRangeSearch(ordered)}`, { scroll: false });
  }

  return (
    <div className="flex flex-col gap-5">
      <DateRangeFilter range={range} onChange={changeRange} />
      <TurnoverList
        side={side}
        range={range}
        onClear={() => changeRange({ from: null, to: null })}
      />
    </div>
  );
}

function TurnoverList({
  side,
  range,
  onClear,
}: {
  side: WalletSide;
  range: DateRange;
  onClear: () => void;
}) {
  const t = useTranslations("money.turnovers");
  const language = useLocale();
  const turnovers = useTurnovers(side, range);
  // A driver has no order pages yet: their lines show the order number without a link.
  const orderBase = { customer: "/customer/orders", seller: "/shop/orders", driver: null }[side];
  return (
    <PagedListView
      pages={turnovers}
      label={t("listLabel")}
      className="flex flex-col gap-4"
      skeleton={{ className: "flex flex-col gap-3", itemClassName: "h-20 w-full rounded-2xl" }}
      empty={
        hasDateRange(range) ? (
          <StatusMessage
            headingLevel={2}
            icon={<TurnoversIcon className="size-10" />}
            title={t("emptyRangeTitle")}
            text={t("emptyRangeText")}
            actions={
              <button type="button" onClick={onClear} className={secondaryButton}>
                {t("filter.clear")}
              </button>
            }
          />
        ) : (
          <StatusMessage
            headingLevel={2}
            icon={<TurnoversIcon className="size-10" />}
            title={t("emptyTitle")}
            text={t("emptyText")}
            actions={
              <Link href={walletPages(side).wallet} className={secondaryButton}>
                {t("toWallet")}
              </Link>
            }
          />
        )
      }
      texts={footerTexts(t)}
    >
      {(items) => (
        <ol className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {items.map((turnover) => (
            <TurnoverRow
              key={turnover.id}
              turnover={turnover}
              language={language}
              orderHref={
                turnover.order_id === null || !orderBase
                  ? null
                  : `${orderBase}/${turnover.order_id}`
              }
            />
          ))}
        </ol>
      )}
    </PagedListView>
  );
}
