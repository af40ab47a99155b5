"use client";

import type { Order } from "@kesht/contracts";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Checkbox, CheckboxGroup } from "react-aria-components";
import { primaryButton } from "@/components/button-styles";
import { ReasonDialog } from "@/components/reason-dialog";
import { InlineFacts } from "@/components/text/inline-facts";
import { groupOrders } from "@/features/shipping";
import { itemsOf } from "@/lib/api/use-paged-list";
import { bilingual } from "@/lib/i18n/languages";
import { useIdNumber } from "@/lib/i18n/use-id-number";
import { paths } from "@/lib/paths";
import { useOrders } from "./order-queries";

/**
 * "Make a group": the shop's other preparing orders, each with its destination city; the ones
 * to another city are shown but cannot be chosen (SPEC §9: a group goes to one city), and the
 * API refuses them too, with its message.
 */
export function GroupOrdersDialog({
  order,
  isOpen,
  onClose,
}: {
  order: Order;
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("shipping.shipActions");
  const tg = useTranslations("shipping.group");
  const language = useLocale();
  const router = useRouter();
  const idNumber = useIdNumber();
  const list = useOrders("seller", "current");
  const others = itemsOf(list.data?.pages).filter(
    (other) => other.id !== order.id && other.status === "preparing",
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const [isSending, setSending] = useState(false);
  const city = (o: Order) => bilingual(o.address.city, language);

  async function create() {
    setSending(true);
    const group = await groupOrders([order.id, ...chosen.map(Number)]);
    setSending(false);
    if (group) router.push(paths.orderGroup(group.id));
  }

  return (
    <ReasonDialog isOpen={isOpen} onClose={onClose} title={t("groupTitle")} lead={t("groupHint")}>
      <div className="flex flex-col gap-3">
        {others.length === 0 ? <p className="text-slate-600">{t("noOthers")}</p> : null}
        <CheckboxGroup
          aria-label={t("groupTitle")}
          value={chosen}
          onChange={setChosen}
          className="flex flex-col gap-2"
        >
          {others.map((other) => {
            const sameCity = other.address.city.id === order.address.city.id;
            return (
              <Checkbox
                key={other.id}
                value={String(other.id)}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-3 data-selected:border-primary-500 data-selected:bg-primary-50"
              >
                <span
                  aria-hidden
                  className="size-4 rounded border border-slate-400 in-data-selected:bg-primary-700"
                />
                <span>
                  <InlineFacts>
                    {[tg("order", { id: idNumber(other.id) }), <bdi key="city">{city(other)}</bdi>]}
                  </InlineFacts>
                  {sameCity ? null : (
                    <span className="text-sm text-amber-800"> ({t("otherCity")})</span>
                  )}
                </span>
              </Checkbox>
            );
          })}
        </CheckboxGroup>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={primaryButton}
            disabled={isSending}
            onClick={() => void create()}
          >
            {t("createGroup")}
          </button>
        </div>
      </div>
    </ReasonDialog>
  );
}
