"use client";

import {
  type Order,
  type OrderSide,
  type PackedWeightBody,
  packedWeightBodySchema,
  weighedUnitCodes,
} from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import { primaryButton } from "@/components/button-styles";
import { sendForm } from "@/components/form/send-form";
import { TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { useMoney, useUnitName } from "@/features/catalog";
import { ordersCacheKey } from "@/lib/api/cache-keys";

type OrderLine = Order["items"][number];

/**
 * A line's packed weight (docs/decisions/033-packed-weight.md): what was packed and what came
 * back to the customer for it; while the shop prepares, a line not weighed yet asks for it.
 */
export function PackedWeight({
  order,
  line,
  side,
}: {
  order: Order;
  line: OrderLine;
  side: OrderSide;
}) {
  const t = useTranslations("orders.packed");
  const format = useFormatter();
  const unitName = useUnitName();
  const money = useMoney();
  if (line.packed_count !== null) {
    return (
      <p className="text-sm text-slate-600" data-testid="packed-weight">
        {t("packed", {
          count: format.number(line.packed_count, { maximumFractionDigits: 3 }),
          unit: unitName(line.stock_type, line.packed_count),
        })}
        {line.packed_refund_rials > 0 ? (
          <span className="ms-2 font-medium text-emerald-700" data-testid="packed-refund">
            {t("refunded", { amount: money.toman(line.packed_refund_rials) })}
          </span>
        ) : null}
      </p>
    );
  }
  const canPack =
    side === "seller" &&
    order.status === "preparing" &&
    weighedUnitCodes.includes(line.stock_type.code);
  return canPack ? <PackedWeightForm orderId={order.id} line={line} /> : null;
}

function PackedWeightForm({ orderId, line }: { orderId: number; line: OrderLine }) {
  const t = useTranslations("orders.packed");
  const unitName = useUnitName();
  const form = useZodForm(packedWeightBodySchema, {
    defaultValues: { packed_count: "", unit: line.stock_type.code } as PackedWeightBody,
  });
  const submit = form.handleSubmit(async (body) => {
    await sendForm<Order, PackedWeightBody>({
      call: {
        method: "PUT",
        path: `/seller/orders/${orderId}/items/${line.id}/packed-weight`,
        payload: body,
        cacheKey: ordersCacheKey("seller"),
        label: "packed weight",
      },
      fields: ["packed_count"],
      setError: form.setError,
    });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-1 flex flex-wrap items-end gap-2"
      data-testid="packed-weight-form"
    >
      <div className="w-40">
        <TextField
          control={form.control}
          name="packed_count"
          id={`packed-${line.id}`}
          label={t("label")}
          unit={unitName(line.stock_type, 2)}
          inputProps={{ inputMode: "decimal", dir: "ltr", autoComplete: "off" }}
        />
      </div>
      <button type="submit" disabled={form.formState.isSubmitting} className={primaryButton}>
        {t("save")}
      </button>
    </form>
  );
}
