"use client";

import { toAsciiDigits } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { acceptOfKind, uploadFile } from "@/features/uploads";
import type { HttpMethod } from "@/lib/api";
import { Field, useAdminSubmit } from "./admin-ui";

/*
 * The one form of the catalogue screens. Each table (category, property, unit, banner) names
 * its fields once (catalogue-fields.ts) and the same form adds a row (POST, every field) or
 * changes one (PATCH, only the fields the admin changed), so adding and editing can't drift.
 */

export type FormValues = Record<string, string | boolean>;

interface FieldBase {
  name: string;
  label: string;
  hint?: string;
  /** Spans the form's two columns. */
  wide?: boolean;
  /** Only when adding (a code or key never changes). */
  createOnly?: boolean;
  /** Shown only while this holds (a choice property's options). */
  shownWhen?: (values: FormValues) => boolean;
}

export type FieldSpec = FieldBase &
  (
    | { kind: "text"; dir: "rtl" | "ltr" }
    | { kind: "number" }
    | { kind: "lines" }
    | { kind: "select"; options: readonly { value: string; label: string }[] }
    | { kind: "checkbox" }
    | { kind: "datetime" }
    /** An image uploaded with `purpose`; the value is the upload's id, `preview` its address. */
    | { kind: "image"; purpose: "banner_image"; preview?: string }
  );

export interface CatalogueFormProps {
  fields: readonly FieldSpec[];
  initial: FormValues;
  /** The API body for these values (numbers parsed, empty dates null…). */
  toPayload: (values: FormValues) => Record<string, unknown>;
  method: Extract<HttpMethod, "POST" | "PATCH">;
  path: string;
  cacheKey: string;
  submitLabel: string;
  /** After a successful save (or an edit that changed nothing). */
  onDone: () => void;
}

/** A PATCH sends only what changed, so the audit log shows the edit and nothing else. */
export function changedOnly(payload: Record<string, unknown>, before: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(payload).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
    ),
  );
}

export function CatalogueForm({
  fields,
  initial,
  toPayload,
  method,
  path,
  cacheKey,
  submitLabel,
  onDone,
}: CatalogueFormProps) {
  const { submit, errors, isPending } = useAdminSubmit();
  const [values, setValues] = useState<FormValues>(initial);
  const [isUploading, setUploading] = useState(false);
  // Bumped after each row added: the fields mount afresh (an image's preview too).
  const [round, setRound] = useState(0);
  const adding = method === "POST";
  const set = (name: string, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));
  const shown = fields.filter(
    (field) => (adding || !field.createOnly) && (field.shownWhen?.(values) ?? true),
  );

  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const payload = adding
          ? toPayload(values)
          : changedOnly(toPayload(values), toPayload(initial));
        if (!adding && Object.keys(payload).length === 0) {
          onDone();
          return;
        }
        const saved = await submit({ method, path, cacheKey, payload });
        if (saved === null) return;
        if (adding) {
          setValues(initial);
          setRound((count) => count + 1);
        }
        onDone();
      }}
    >
      {shown.map((field) => (
        <div key={`${field.name}-${round}`} className={field.wide ? "sm:col-span-2" : undefined}>
          <FormField
            field={field}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
            onChange={(value) => set(field.name, value)}
            onUploading={setUploading}
          />
        </div>
      ))}
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={isPending || isUploading}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

function FormField({
  field,
  value,
  error,
  onChange,
  onUploading,
}: {
  field: FieldSpec;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
  onUploading: (uploading: boolean) => void;
}) {
  const text = typeof value === "string" ? value : "";
  if (field.kind === "checkbox") {
    return (
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        {field.label}
      </label>
    );
  }
  if (field.kind === "image") {
    return <ImageField field={field} error={error} onChange={onChange} onUploading={onUploading} />;
  }
  return (
    <Field label={field.label} hint={field.hint} error={error}>
      {(props) => {
        switch (field.kind) {
          case "select":
            return (
              <select {...props} value={text} onChange={(event) => onChange(event.target.value)}>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            );
          case "lines":
            return (
              <textarea
                {...props}
                dir="auto"
                rows={4}
                value={text}
                onChange={(event) => onChange(event.target.value)}
              />
            );
          default:
            return (
              <input
                {...props}
                dir={field.kind === "text" ? field.dir : "ltr"}
                type={field.kind === "datetime" ? "datetime-local" : "text"}
                inputMode={field.kind === "number" ? "numeric" : undefined}
                value={text}
                onChange={(event) => onChange(event.target.value)}
              />
            );
        }
      }}
    </Field>
  );
}

/** Uploads the chosen image at once; the form then sends the upload's id. */
function ImageField({
  field,
  error,
  onChange,
  onUploading,
}: {
  field: Extract<FieldSpec, { kind: "image" }>;
  error?: string;
  onChange: (fileId: string) => void;
  onUploading: (uploading: boolean) => void;
}) {
  const t = useTranslations("adminCatalogue.banners");
  const language = useLocale();
  const [preview, setPreview] = useState(field.preview);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  return (
    <Field label={field.label} hint={field.hint} error={uploadError ?? error}>
      {(props) => (
        <div className="flex flex-wrap items-center gap-2">
          <input
            {...props}
            type="file"
            accept={acceptOfKind.image}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setUploading(true);
              onUploading(true);
              setUploadError(null);
              const result = await uploadFile(field.purpose, file);
              setUploading(false);
              onUploading(false);
              if (result.ok) {
                setPreview(result.file.url);
                onChange(result.file.id);
              } else setUploadError(result.message[language]);
            }}
          />
          {isUploading ? <span className="text-sm text-slate-500">{t("uploading")}</span> : null}
          {preview ? (
            // biome-ignore lint/performance/noImgElement: a preview of an uploaded image
            <img src={preview} alt="" className="h-11 w-20 rounded-lg object-cover" />
          ) : null}
        </div>
      )}
    </Field>
  );
}

/** The same form in a dialog, to change one row from a list (phone and desktop alike). */
export function EditDialog({
  title,
  onClose,
  ...form
}: Omit<CatalogueFormProps, "method" | "submitLabel" | "onDone"> & {
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations("adminCatalogue.common");
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-2 sm:items-center sm:p-4"
    >
      <Modal className="max-h-[92vh] w-full max-w-2xl overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl sm:p-6">
        <Dialog className="flex flex-col gap-4 outline-none">
          <div className="flex items-start justify-between gap-3">
            <Heading slot="title" level={2} className="text-lg font-bold text-slate-900">
              {title}
            </Heading>
            <button type="button" className={secondaryButton} onClick={onClose}>
              {t("cancel")}
            </button>
          </div>
          <CatalogueForm {...form} method="PATCH" submitLabel={t("save")} onDone={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A typed order (any digits) as a number; the API refuses what isn't one. */
export function orderOf(value: string | boolean | undefined): number | string {
  const text = toAsciiDigits(String(value ?? "")).trim();
  if (text === "") return 0;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

/** A `datetime-local` value (the admin's own clock) as an ISO instant, or null when empty. */
export function instantOf(local: string | boolean | undefined): string | null {
  return typeof local === "string" && local ? new Date(local).toISOString() : null;
}

/** An ISO instant as a `datetime-local` value in the admin's own clock. */
export function localOf(instant: string | null): string {
  if (!instant) return "";
  const date = new Date(instant);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}
