"use client";

import { type AdminProperty, type PropertyKind, propertyKinds } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { Field, useAdminSubmit } from "./admin-ui";

/** "premium | ممتاز | Premium" lines ↔ a select property's options. */
export function parseOptions(text: string) {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value = "", title = "", titleEn = ""] = line.split("|").map((part) => part.trim());
      return { value, title, title_en: titleEn };
    });
}

export function optionsText(options: AdminProperty["options"]): string {
  return options
    .map((option) => `${option.value} | ${option.title} | ${option.title_en}`)
    .join("\n");
}

/** Adds a property to a top-level category. */
export function PropertyForm({ categoryId, onAdded }: { categoryId: number; onAdded: () => void }) {
  const t = useTranslations("adminCatalogue");
  const { submit, errors, isPending } = useAdminSubmit();
  const [key, setKey] = useState("");
  const [title, setTitle] = useState("");
  const [titleEn, setTitleEn] = useState("");
  const [kind, setKind] = useState<PropertyKind>("text");
  const [options, setOptions] = useState("");
  const [required, setRequired] = useState(false);

  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const created = await submit<AdminProperty>({
          method: "POST",
          path: `/admin/categories/${categoryId}/properties`,
          payload: {
            key,
            title,
            title_en: titleEn,
            kind,
            options: kind === "select" ? parseOptions(options) : [],
            required,
          },
        });
        if (created) {
          setKey("");
          setTitle("");
          setTitleEn("");
          setOptions("");
          onAdded();
        }
      }}
    >
      <Field label={t("common.code")} error={errors.key}>
        {(props) => (
          <input {...props} dir="ltr" value={key} onChange={(e) => setKey(e.target.value)} />
        )}
      </Field>
      <Field label={t("categories.kind")} error={errors.kind}>
        {(props) => (
          <select {...props} value={kind} onChange={(e) => setKind(e.target.value as PropertyKind)}>
            {propertyKinds.map((value) => (
              <option key={value} value={value}>
                {t(`categories.kinds.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("common.titleFa")} error={errors.title}>
        {(props) => (
          <input {...props} dir="rtl" value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </Field>
      <Field label={t("common.titleEn")} error={errors.title_en}>
        {(props) => (
          <input
            {...props}
            dir="ltr"
            value={titleEn}
            onChange={(e) => setTitleEn(e.target.value)}
          />
        )}
      </Field>
      {kind === "select" ? (
        <div className="sm:col-span-2">
          <Field
            label={t("categories.options")}
            hint={t("categories.optionsHint")}
            error={errors.options}
          >
            {(props) => (
              <textarea
                {...props}
                dir="auto"
                rows={4}
                value={options}
                onChange={(e) => setOptions(e.target.value)}
              />
            )}
          </Field>
        </div>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={required}
          onChange={(e) => setRequired(e.target.checked)}
        />
        {t("categories.required")}
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={isPending}>
          {t("categories.addProperty")}
        </button>
      </div>
    </form>
  );
}
