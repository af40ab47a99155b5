"use client";

import type { AdminProperty, Language } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { request } from "@/lib/api";
import { bilingual, joinInline } from "@/lib/i18n/languages";
import { Field, useAdminSubmit } from "./admin-ui";
import { optionsText, parseOptions } from "./property-form";

/** A category's properties: kind, options, required; options edited in place, unused ones deleted. */
export function PropertyRows({
  properties,
  onChanged,
}: {
  properties: AdminProperty[];
  onChanged: () => void;
}) {
  const t = useTranslations("adminCatalogue");
  const language = useLocale() as Language;
  const [deleting, setDeleting] = useState<AdminProperty | null>(null);
  const [isPending, setPending] = useState(false);
  if (properties.length === 0) return <p className="text-slate-600">{t("common.empty")}</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-100">
        {properties.map((property) => (
          <li key={property.id} data-testid="admin-property" className="flex flex-col gap-2 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="flex-1 font-semibold text-slate-900">
                {bilingual(property, language)}
              </span>
              <span className="text-sm text-slate-500">
                {joinInline(language, [
                  property.key,
                  t(`categories.kinds.${property.kind}`),
                  property.required ? t("categories.required") : t("categories.optional"),
                  t("common.products", { count: property.product_count }),
                ])}
              </span>
              {property.product_count === 0 ? (
                <button
                  type="button"
                  className={`${secondaryButton} text-red-700`}
                  onClick={() => setDeleting(property)}
                >
                  {t("common.delete")}
                </button>
              ) : null}
            </div>
            {property.kind === "select" ? (
              <OptionsEditor property={property} onSaved={onChanged} />
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t("common.confirmDelete", { name: deleting ? bilingual(deleting, language) : "" })}
        text={t("common.confirmDeleteText")}
        isPending={isPending}
        onConfirm={async () => {
          if (!deleting) return;
          setPending(true);
          await request({ method: "DELETE", path: `/admin/properties/${deleting.id}` });
          setPending(false);
          setDeleting(null);
          onChanged();
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** A select property's options as lines; the API refuses to drop one products chose. */
function OptionsEditor({ property, onSaved }: { property: AdminProperty; onSaved: () => void }) {
  const t = useTranslations("adminCatalogue");
  const { submit, errors, isPending } = useAdminSubmit();
  const [text, setText] = useState(() => optionsText(property.options));
  return (
    <details className="rounded-xl bg-slate-50 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-primary-800">
        {t("categories.editOptions")}
      </summary>
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          const saved = await submit({
            method: "PATCH",
            path: `/admin/properties/${property.id}`,
            payload: { options: parseOptions(text) },
          });
          if (saved) onSaved();
        }}
      >
        <Field label={t("categories.options")} error={errors.options}>
          {(props) => (
            <textarea
              {...props}
              dir="auto"
              rows={4}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className={`${primaryButton} self-start`} disabled={isPending}>
          {t("common.save")}
        </button>
      </form>
    </details>
  );
}
