"use client";

import { type Report, type ReportSubject, reportBodySchema, reportReasons } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { RadioGroup } from "react-aria-components";
import { Controller } from "react-hook-form";
import { AriaScope } from "@/components/aria-scope";
import { secondaryButton } from "@/components/button-styles";
import { ReasonChoice } from "@/components/form/choice-card";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { validationText } from "@/components/form/validation-text";
import { AlertIcon } from "@/components/icons";
import { ReasonDialog, ReasonDialogActions } from "@/components/reason-dialog";
import { OWN_REPORTS_KEY, type ReporterSide, reportsPath } from "./desk-paths";

/**
 * "Report" beside a product, a shop, an order or a chat message: a dialog with the reasons
 * (contracts' `reportReasons`) and the reporter's words, sent to `/<side>/report-message`.
 */
export function ReportButton({
  side,
  subjectKind,
  subjectId,
  className = "",
}: {
  side: ReporterSide;
  subjectKind: ReportSubject;
  subjectId: number;
  className?: string;
}) {
  const t = useTranslations("desk.report");
  const [isOpen, setOpen] = useState(false);
  return (
    // Also a lazy island on storefront pages, outside any section's frame.
    <AriaScope>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${secondaryButton} gap-2 text-slate-700 ${className}`}
      >
        <AlertIcon className="size-5" />
        {t("button")}
      </button>
      <ReasonDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t("title")}
        lead={t("lead")}
        isWide
      >
        {isOpen ? (
          <ReportForm
            side={side}
            subjectKind={subjectKind}
            subjectId={subjectId}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </ReasonDialog>
    </AriaScope>
  );
}

function ReportForm({
  side,
  subjectKind,
  subjectId,
  onDone,
}: {
  side: ReporterSide;
  subjectKind: ReportSubject;
  subjectId: number;
  onDone: () => void;
}) {
  const t = useTranslations("desk.report");
  const tReasons = useTranslations("desk.reasons");
  const language = useLocale();
  const reasonsLabel = useId();
  const form = useZodForm(reportBodySchema, {
    defaultValues: { subject_kind: subjectKind, subject_id: subjectId, text: "" },
  });
  const reasonError = validationText(form.formState.errors.reason?.message, language);
  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<Report, typeof body>({
      call: {
        method: "POST",
        path: reportsPath(side),
        payload: { ...body },
        cacheKey: OWN_REPORTS_KEY,
        label: "report",
      },
      fields: ["reason", "text"],
      setError: form.setError,
    });
    if (envelope) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p id={reasonsLabel} className="text-sm font-semibold text-slate-800">
          {t("reasons")}
        </p>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={reasonsLabel}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              isInvalid={Boolean(reasonError)}
              className="grid gap-2 sm:grid-cols-2"
            >
              {reportReasons.map((reason) => (
                <ReasonChoice key={reason} value={reason}>
                  {tReasons(reason)}
                </ReasonChoice>
              ))}
            </RadioGroup>
          )}
        />
        {reasonError ? (
          <p role="alert" className="text-sm text-red-700">
            {reasonError}
          </p>
        ) : null}
      </div>
      <TextAreaField
        control={form.control}
        name="text"
        id={`report-${subjectKind}-${subjectId}-text`}
        label={t("text")}
        description={t("textHint")}
        textAreaProps={{ rows: 4, dir: "auto", maxLength: 2000 }}
      />
      <ReasonDialogActions
        closeText={t("back")}
        submitText={t("send")}
        isSubmitting={form.formState.isSubmitting}
        isDestructive={false}
      />
    </form>
  );
}
