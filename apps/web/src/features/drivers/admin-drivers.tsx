"use client";

import {
  type AdminDriver,
  type DriverProfile,
  type DriverReviewBody,
  driverReviewBodySchema,
} from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import { sendForm } from "@/components/form/send-form";
import { useZodForm } from "@/components/form/use-zod-form";
import { TruckIcon } from "@/components/icons";
import { OfficialNumber } from "@/components/official-number";
import { Plate } from "@/components/plate";
import { ReviewQueue } from "@/components/review-queue";
import { LtrValue } from "@/components/text/ltr-value";
import { request, useApiQuery } from "@/lib/api";
import { usePlaceName } from "@/lib/geo/use-place-name";
import { bilingual } from "@/lib/i18n/languages";

/** The admin's queue of drivers waiting for review; a decision refetches it. */
const PENDING_DRIVERS_KEY = "admin-drivers";

const reviewPath = (driver: Pick<DriverProfile, "id">) => `/admin/drivers/${driver.id}/review`;

/** /admin/drivers: drivers waiting for a decision, each with what the admin checks. */
export function PendingDrivers() {
  const t = useTranslations("drivers.admin");
  const drivers = useApiQuery<AdminDriver[]>({
    path: "/admin/drivers",
    payload: { status: "pending_review" },
    cacheKey: PENDING_DRIVERS_KEY,
  });

  return (
    <ReviewQueue
      queue={drivers}
      empty={{ title: t("emptyTitle"), text: t("emptyText") }}
      count={(count) => t("count", { count })}
    >
      {(driver) => <PendingDriverCard driver={driver} />}
    </ReviewQueue>
  );
}

function PendingDriverCard({ driver }: { driver: AdminDriver }) {
  const t = useTranslations("drivers.admin");
  const tProfile = useTranslations("drivers.profile");
  const language = useLocale();
  const home = usePlaceName(driver.province_id, driver.city_id);
  const [isRejecting, setRejecting] = useState(false);
  const [isApproving, setApproving] = useState(false);
  const titleId = `driver-${driver.id}-title`;

  async function approve() {
    setApproving(true);
    await request({
      method: "POST",
      path: reviewPath(driver),
      payload: { decision: "approve" },
      label: "approve driver",
      cacheKey: PENDING_DRIVERS_KEY,
    });
    setApproving(false);
  }

  return (
    <article
      aria-labelledby={titleId}
      data-testid="pending-driver"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          <TruckIcon className="size-7" />
        </span>
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          <bdi>{driver.name}</bdi>
        </h2>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term={tProfile("mobile")}>
          <LtrValue value={driver.mobile} />
        </Fact>
        <Fact term={tProfile("nationalCode")}>
          <OfficialNumber value={driver.national_code} copyName={tProfile("nationalCode")} />
        </Fact>
        <Fact term={tProfile("vehicleType")}>{bilingual(driver.vehicle_type, language)}</Fact>
        <Fact term={tProfile("plate")}>
          <Plate value={driver.plate} />
        </Fact>
        <Fact term={tProfile("capacity")}>
          {tProfile("capacityValue", { kg: driver.capacity_kg })}
        </Fact>
        <Fact term={tProfile("sheba")}>
          <OfficialNumber value={driver.sheba} copyName={tProfile("sheba")} />
        </Fact>
        <Fact term={tProfile("home")}>{home ?? "…"}</Fact>
      </dl>
      <div className="flex flex-wrap gap-3">
        {[
          { file: driver.driving_licence, label: tProfile("licence") },
          { file: driver.vehicle_card, label: tProfile("vehicleCard") },
        ].map(({ file, label }) =>
          file ? (
            <a
              key={label}
              href={file.url}
              target="_blank"
              rel="noreferrer"
              className="flex flex-col gap-1 text-sm font-semibold text-primary-700 underline"
            >
              {/* biome-ignore lint/performance/noImgElement: uploads are already re-encoded WebP renditions. */}
              <img
                src={file.variants["320"] ?? file.url}
                alt={label}
                className="h-24 w-36 rounded-lg border border-slate-200 object-cover"
              />
              {label}
            </a>
          ) : null,
        )}
      </div>
      {isRejecting ? (
        <RejectForm driver={driver} onCancel={() => setRejecting(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void approve()}
            disabled={isApproving}
            className={primaryButton}
          >
            {t("approve")}
          </button>
          <button type="button" onClick={() => setRejecting(true)} className={secondaryButton}>
            {t("reject")}
          </button>
        </div>
      )}
    </article>
  );
}

function RejectForm({ driver, onCancel }: { driver: AdminDriver; onCancel: () => void }) {
  const t = useTranslations("drivers.admin");
  const form = useZodForm(driverReviewBodySchema, {
    defaultValues: { decision: "reject", reason: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    await sendForm<DriverProfile, DriverReviewBody>({
      call: {
        method: "POST",
        path: reviewPath(driver),
        payload: body,
        label: "reject driver",
        cacheKey: PENDING_DRIVERS_KEY,
      },
      fields: ["reason"],
      setError: form.setError,
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField
        id={`driver-${driver.id}-reason`}
        label={t("reason")}
        description={t("reasonHint")}
        error={errors.reason?.message}
      >
        {({ id, describedBy, isInvalid }) => (
          <textarea
            id={id}
            rows={3}
            dir="auto"
            aria-invalid={isInvalid}
            aria-describedby={describedBy}
            className={`${controlClass} ${controlBorder(isInvalid)}`}
            {...form.register("reason")}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t("cancel")}
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${primaryButton} bg-red-700 hover:bg-red-800`}
        >
          {t("confirmReject")}
        </button>
      </div>
    </form>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
