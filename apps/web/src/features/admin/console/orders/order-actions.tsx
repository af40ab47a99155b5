"use client";

import {
  type AdminOrderDetail,
  adminOrderCancelBodySchema,
  type DisputeOutcome,
} from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ReasonForm } from "@/components/reason-form";
import { useMoney } from "@/features/catalog";
import { request } from "@/lib/api";
import { formatDateTime } from "@/lib/i18n/local-date";
import { ADMIN_ORDERS_KEY } from "./admin-orders-key";

export function DisputeCard({
  dispute,
  onResolve,
}: {
  dispute: NonNullable<AdminOrderDetail["dispute"]>;
  onResolve: (outcome: DisputeOutcome) => void;
}) {
  const t = useTranslations("adminOrder");
  const language = useLocale();
  return (
    <section className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 className="text-lg font-bold text-amber-900">{t("dispute")}</h2>
      <p className="text-sm text-amber-800">
        {t("disputedAt", { date: formatDateTime(dispute.disputed_at, language) })}
      </p>
      <p dir="auto" className="mt-2 whitespace-pre-wrap text-start text-slate-900">
        {dispute.reason ?? t("noReason")}
      </p>
      <ResolveButtons onResolve={onResolve} />
    </section>
  );
}

function ResolveButtons({ onResolve }: { onResolve: (outcome: DisputeOutcome) => void }) {
  const t = useTranslations("adminOrder");
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <button type="button" onClick={() => onResolve("received")} className={primaryButton}>
        {t("resolveReceived")}
      </button>
      <button
        type="button"
        onClick={() => onResolve("cancelled")}
        className={`${secondaryButton} text-red-700`}
      >
        {t("resolveCancelled")}
      </button>
    </div>
  );
}

/** What the state table lets an admin do to the order now. */
export function AdminOrderActions({
  detail,
  onCancel,
  onCancelLoad,
  onResolve,
}: {
  detail: AdminOrderDetail;
  onCancel: () => void;
  /** Call off the load whose pickup the shop disputed (decision 045). */
  onCancelLoad: () => void;
  onResolve: (outcome: DisputeOutcome) => void;
}) {
  const t = useTranslations("adminOrder");
  const { actions } = detail;
  const [isUnlocking, setUnlocking] = useState(false);
  async function unlock() {
    setUnlocking(true);
    await request({
      method: "POST",
      path: `/admin/orders/${detail.order.id}/delivery-code/unlock`,
      label: "admin unlock delivery code",
      cacheKey: ADMIN_ORDERS_KEY,
    });
    setUnlocking(false);
  }
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <p className="font-semibold text-slate-900">{t("actions")}</p>
      {!actions.cancel &&
      !actions.resolve_dispute &&
      !actions.unlock_delivery_code &&
      !actions.cancel_load ? (
        <p className="text-sm text-slate-600">{t("noActions")}</p>
      ) : null}
      {actions.unlock_delivery_code ? (
        <>
          <p className="text-sm text-slate-700">{t("unlockDeliveryCodeHint")}</p>
          <button
            type="button"
            onClick={() => void unlock()}
            disabled={isUnlocking}
            className={secondaryButton}
          >
            {t("unlockDeliveryCode")}
          </button>
        </>
      ) : null}
      {actions.cancel ? (
        <button
          type="button"
          onClick={onCancel}
          className={`${primaryButton} bg-red-700 hover:bg-red-800`}
          data-testid="admin-order-cancel"
        >
          {t("cancel")}
        </button>
      ) : null}
      {actions.cancel_load ? (
        <button
          type="button"
          onClick={onCancelLoad}
          className={`${secondaryButton} text-red-700`}
          data-testid="admin-order-cancel-load"
        >
          {t("cancelLoad")}
        </button>
      ) : null}
      {actions.resolve_dispute ? <ResolveButtons onResolve={onResolve} /> : null}
    </div>
  );
}

export function CancelLead({ totalRials }: { totalRials: number }) {
  const t = useTranslations("adminOrder");
  const money = useMoney();
  return <>{t("cancelLead", { amount: money.toman(totalRials) })}</>;
}

/** The reason for cancelling the order (with refund) or only its load (`what: "load"`). */
export function CancelForm({
  orderId,
  what = "order",
  onDone,
}: {
  orderId: number;
  what?: "order" | "load";
  onDone: () => void;
}) {
  const t = useTranslations("adminOrder");
  return (
    <ReasonForm
      schema={adminOrderCancelBodySchema}
      defaultValues={{ reason: "" }}
      call={(body) => ({
        method: "POST",
        path: `/admin/orders/${orderId}/${what === "load" ? "cancel-load" : "cancel"}`,
        payload: body,
        label: what === "load" ? "admin cancel load" : "admin cancel order",
        cacheKey: ADMIN_ORDERS_KEY,
      })}
      onDone={onDone}
      text={{
        name: "reason",
        id: `admin-cancel-${what}-${orderId}-reason`,
        label: t("cancelReason"),
        textAreaProps: { rows: 3, autoFocus: true },
      }}
      closeText={t("back")}
      submitText={what === "load" ? t("confirmCancelLoad") : t("confirmCancel")}
    />
  );
}
