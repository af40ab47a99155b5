"use client";

import { disputeBodySchema, driverRatingBodySchema, type Order } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { StarInput } from "@/components/rating/star-input";
import { Stars } from "@/components/rating/stars";
import { ReasonDialog, ReasonDialogActions } from "@/components/reason-dialog";
import { confirmReceipt, rateDriver, reportProblem } from "./receipt-queries";

/**
 * The customer's part at the end of an order (issue 11): a delivered order is confirmed
 * received (which pays the shop and the driver) or reported; a disputed one waits for
 * support; once received, the driver who brought it can be rated, once.
 */
export function ReceiptPanel({ order }: { order: Order }) {
  if (order.status === "delivered") return <DeliveredActions order={order} />;
  if (order.status === "disputed") return <DisputedNote />;
  if (order.status !== "received" && order.status !== "completed") return null;
  if (order.driver_rating) return <GivenRating rating={order.driver_rating} />;
  // Only a driver's shipment has a driver to rate (the API refuses the others too).
  if (order.send_method !== "driver") return null;
  return <RatingForm orderId={order.id} />;
}

function DeliveredActions({ order }: { order: Order }) {
  const t = useTranslations("orders.receipt");
  // Confirming releases the money to the shop and the driver: asked first, never one tap.
  const [isAsking, setAsking] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [isReporting, setReporting] = useState(false);
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">{t("deliveredHint")}</p>
      <button
        type="button"
        disabled={isConfirming}
        onClick={() => setAsking(true)}
        className={primaryButton}
      >
        {t("confirm")}
      </button>
      <ConfirmDialog
        open={isAsking}
        title={t("confirmTitle")}
        text={t("confirmText")}
        confirmLabel={t("confirm")}
        isPending={isConfirming}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          setConfirming(true);
          await confirmReceipt(order.id);
          setConfirming(false);
          setAsking(false);
        }}
      />
      <button
        type="button"
        onClick={() => setReporting(true)}
        className={`${secondaryButton} text-red-700`}
      >
        {t("report")}
      </button>
      <ReasonDialog
        isOpen={isReporting}
        onClose={() => setReporting(false)}
        title={t("reportTitle")}
        lead={t("reportLead")}
      >
        <ReportForm orderId={order.id} onDone={() => setReporting(false)} />
      </ReasonDialog>
    </div>
  );
}

function ReportForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const t = useTranslations("orders.receipt");
  const form = useZodForm(disputeBodySchema, { defaultValues: { reason: "" } });
  const submit = form.handleSubmit(async (body) => {
    const disputed = await reportProblem({ orderId, body, setError: form.setError });
    if (disputed) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <TextAreaField
        control={form.control}
        name="reason"
        id={`dispute-${orderId}-reason`}
        label={t("reason")}
        description={t("reasonHint")}
        textAreaProps={{ rows: 4, dir: "auto" }}
      />
      <ReasonDialogActions
        closeText={t("keep")}
        submitText={t("send")}
        isSubmitting={form.formState.isSubmitting}
      />
    </form>
  );
}

function DisputedNote() {
  const t = useTranslations("orders.receipt");
  return (
    <p role="status" className="border-t border-slate-200 pt-4 text-sm text-amber-800">
      {t("disputed")}
    </p>
  );
}

function GivenRating({ rating }: { rating: NonNullable<Order["driver_rating"]> }) {
  const t = useTranslations("orders.receipt");
  return (
    <section
      aria-label={t("yourRating")}
      className="flex flex-col gap-2 border-t border-slate-200 pt-4"
      data-testid="driver-rating"
    >
      <p className="text-sm font-semibold text-slate-800">{t("yourRating")}</p>
      <Stars value={rating.stars} label={t("starsOf", { stars: rating.stars })} size="text-xl" />
      {rating.comment ? (
        <p dir="auto" className="text-slate-700">
          {rating.comment}
        </p>
      ) : null}
    </section>
  );
}

function RatingForm({ orderId }: { orderId: number }) {
  const t = useTranslations("orders.receipt");
  const form = useZodForm(driverRatingBodySchema, { defaultValues: { comment: "" } });
  const starsError = form.formState.errors.stars?.message;
  const submit = form.handleSubmit(async (body) => {
    await rateDriver({
      orderId,
      body: { stars: body.stars, comment: body.comment ? body.comment : undefined },
      setError: form.setError,
    });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 border-t border-slate-200 pt-4"
    >
      <Controller
        control={form.control}
        name="stars"
        render={({ field }) => (
          <StarInput
            name={field.name}
            legend={t("rateTitle")}
            starLabel={(stars) => t("starsOf", { stars })}
            value={field.value}
            onChange={field.onChange}
            error={starsError ? t("starsRequired") : undefined}
          />
        )}
      />
      <TextAreaField
        control={form.control}
        name="comment"
        id={`rating-${orderId}-comment`}
        label={t("comment")}
        optionalLabel={t("optional")}
        textAreaProps={{ rows: 3, dir: "auto" }}
      />
      <button type="submit" disabled={form.formState.isSubmitting} className={primaryButton}>
        {t("rate")}
      </button>
    </form>
  );
}
