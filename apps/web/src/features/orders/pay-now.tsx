"use client";

import type { Gateway, Order } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { useMoney } from "@/features/catalog";
import { GatewayChoice } from "@/features/wallet";
import { outcomeOfFailure } from "@/lib/api/idempotency-key";
import { useIdempotentSubmit } from "@/lib/api/use-idempotent-submit";
import { formatTime } from "@/lib/i18n/local-date";
import { payOrder } from "./order-queries";

/**
 * An order still waiting for its payment: until when its stock is held for it, and "Pay now"
 * through a gateway (rials, or SPEC §9's one in dirhams). Past the deadline it can no longer
 * be paid: the customer checks out again from the cart.
 */
export function PayNow({ order }: { order: Order }) {
  const t = useTranslations("orders.pay");
  const language = useLocale();
  const money = useMoney();
  const labelId = useId();
  const [gateway, setGateway] = useState<Gateway | undefined>(undefined);
  const { isSending, submitOnce } = useIdempotentSubmit();

  const deadline = order.reserved_until;
  const [isPastDeadline] = useState(() => deadline !== null && Date.parse(deadline) < Date.now());

  async function pay() {
    if (!gateway) return;
    await submitOnce(async (keyFor) => {
      const body = { purpose: "order" as const, order_id: order.id, gateway };
      const { payment, failure } = await payOrder({ body, idempotencyKey: keyFor(body) });
      if (payment?.redirect_url) {
        window.location.assign(payment.redirect_url);
        return "leaving";
      }
      return payment ? "answered" : outcomeOfFailure(failure);
    });
  }

  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">
        {deadline
          ? isPastDeadline
            ? t("expired")
            : t("deadline", { time: formatTime(deadline, language) })
          : t("waiting")}
      </p>
      {isPastDeadline ? null : (
        <>
          <p id={labelId} className="text-sm font-semibold text-slate-800">
            {t("gateway")}
          </p>
          <GatewayChoice
            labelledBy={labelId}
            value={gateway}
            onChange={setGateway}
            rials={order.total_rials}
          />
          <button
            type="button"
            onClick={() => void pay()}
            disabled={isSending || !gateway}
            className={primaryButton}
          >
            {t("payNow", { amount: money.toman(order.total_rials) })}
          </button>
        </>
      )}
    </div>
  );
}
