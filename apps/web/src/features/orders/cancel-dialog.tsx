"use client";

import type { OrderSide } from "@kesht/contracts";
import { type Order, orderCancelBodySchema } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { RadioGroup } from "react-aria-components";
import { Controller } from "react-hook-form";
import { LoadFailed } from "@/components/feedback/load-failed";
import { ReasonChoice } from "@/components/form/choice-card";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { ReasonDialog, ReasonDialogActions } from "@/components/reason-dialog";
import { Skeleton } from "@/components/skeleton";
import { useMoney } from "@/features/catalog";
import { bilingual } from "@/lib/i18n/languages";
import { cancelOrder, useCancelMessages } from "./order-queries";

interface CancelDialogProps {
  order: Order;
  side: OrderSide;
  isOpen: boolean;
  onClose: () => void;
  onCancelled: (order: Order) => void;
}

/**
 * Cancelling needs a reason (SPEC §5): one of the side's reasons from /cancel-messages, words
 * of one's own, or both. The dialog says where the money goes: back to the customer's wallet.
 */
export function CancelDialog({ order, side, isOpen, onClose, onCancelled }: CancelDialogProps) {
  const t = useTranslations("orders.cancel");
  const money = useMoney();
  const amount = money.toman(order.total_rials);
  return (
    <ReasonDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t("title")}
      lead={side === "customer" ? t("refundToYou", { amount }) : t("refundToCustomer", { amount })}
      isWide
    >
      <CancelForm order={order} side={side} onDone={onCancelled} />
    </ReasonDialog>
  );
}

function CancelForm({
  order,
  side,
  onDone,
}: {
  order: Order;
  side: OrderSide;
  onDone: (order: Order) => void;
}) {
  const t = useTranslations("orders.cancel");
  const language = useLocale();
  const reasonsLabel = useId();
  const messages = useCancelMessages(side, true);
  const form = useZodForm(orderCancelBodySchema, { defaultValues: { reason: "" } });
  const { errors, isSubmitting } = form.formState;
  const reasonError = errors.reason?.message;

  const submit = form.handleSubmit(async (body) => {
    const cancelled = await cancelOrder({
      side,
      orderId: order.id,
      body,
      fields: ["cancel_message_id", "reason"],
      setError: form.setError,
    });
    if (cancelled) onDone(cancelled);
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p id={reasonsLabel} className="text-sm font-semibold text-slate-800">
          {t("reasons")}
        </p>
        {messages.isError ? (
          <LoadFailed onRetry={() => void messages.refetch()} />
        ) : !messages.data ? (
          <div aria-hidden="true" className="flex flex-col gap-2">
            <Skeleton className="h-11 w-full rounded-xl" />
            <Skeleton className="h-11 w-full rounded-xl" />
            <Skeleton className="h-11 w-full rounded-xl" />
          </div>
        ) : (
          <Controller
            control={form.control}
            name="cancel_message_id"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={reasonsLabel}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) => {
                  field.onChange(Number(value));
                  void form.trigger("reason");
                }}
                isInvalid={Boolean(reasonError)}
                className="flex flex-col gap-2"
              >
                {messages.data.data.map((message) => (
                  <ReasonChoice key={message.id} value={String(message.id)}>
                    {bilingual(message, language)}
                  </ReasonChoice>
                ))}
              </RadioGroup>
            )}
          />
        )}
      </div>
      <TextAreaField
        control={form.control}
        name="reason"
        id={`cancel-${order.id}-reason`}
        label={t("details")}
        optionalLabel={t("optional")}
        description={t("detailsHint")}
        textAreaProps={{ rows: 3, dir: "auto" }}
      />
      <ReasonDialogActions
        closeText={t("keep")}
        submitText={t("confirm")}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
