"use client";

import type { Order } from "@kesht/contracts";
import { useFormatter, useLocale } from "next-intl";
import { BasketIcon } from "@/components/icons";
import { lineName } from "@/features/cart";
import { ProductImage } from "@/features/catalog";

/** How many pictures a card shows before "+N". */
const SHOWN = 4;

/** The first items' pictures, side by side, and how many more there are. */
export function OrderThumbnails({ items }: { items: Order["items"] }) {
  const language = useLocale();
  const format = useFormatter();
  const shown = items.slice(0, SHOWN);
  const more = items.length - shown.length;
  return (
    <ul className="flex items-center gap-2">
      {shown.map((item) => (
        <li
          key={item.id}
          className="relative size-14 shrink-0 overflow-hidden rounded-xl bg-slate-100"
        >
          {item.image ? (
            <ProductImage image={item.image} alt={lineName(item, language)} sizes="56px" />
          ) : (
            <>
              <BasketIcon className="absolute inset-0 m-auto size-6 text-slate-400" />
              <span className="sr-only">{lineName(item, language)}</span>
            </>
          )}
        </li>
      ))}
      {more > 0 ? (
        <li className="inline-flex size-14 items-center justify-center rounded-xl bg-slate-100 text-sm font-semibold text-slate-700">
          {`+${format.number(more)}`}
        </li>
      ) : null}
    </ul>
  );
}
