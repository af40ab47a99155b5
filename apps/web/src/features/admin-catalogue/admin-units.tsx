"use client";

import type { AdminPackageType, AdminStockType, Language } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { request, useApiQuery } from "@/lib/api";
import { bilingual, joinInline } from "@/lib/i18n/languages";
import { AdminSection, Field, ListSkeleton, useAdminSubmit } from "./admin-ui";

type Kind = "stock-types" | "package-types";

/** /admin/units: stock units and package types, each added, renamed in the API, deleted when unused. */
export function AdminUnits() {
  const t = useTranslations("adminCatalogue.units");
  return (
    <div className="flex flex-col gap-4">
      <ReferenceList kind="stock-types" title={t("stockTypes")} addLabel={t("addUnit")} />
      <ReferenceList kind="package-types" title={t("packageTypes")} addLabel={t("addPackage")} />
    </div>
  );
}

function ReferenceList({ kind, title, addLabel }: { kind: Kind; title: string; addLabel: string }) {
  const t = useTranslations("adminCatalogue");
  const language = useLocale() as Language;
  const cacheKey = `admin-${kind}`;
  const list = useApiQuery<(AdminStockType | AdminPackageType)[]>({
    path: `/admin/${kind}`,
    cacheKey,
  });
  const refetch = () => void list.refetch();
  const usesOf = (row: AdminStockType | AdminPackageType) =>
    "product_count" in row ? row.product_count : row.use_count;

  return (
    <AdminSection title={title}>
      {list.isError && !list.data ? (
        <LoadFailed onRetry={refetch} />
      ) : !list.data ? (
        <ListSkeleton />
      ) : list.data.data.length === 0 ? (
        <p className="text-slate-600">{t("common.empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {list.data.data.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="flex-1 font-semibold text-slate-900">
                {bilingual(row, language)}
              </span>
              <span className="text-sm text-slate-500">
                {joinInline(language, [
                  row.code,
                  "allows_fraction" in row
                    ? row.allows_fraction
                      ? t("units.fraction")
                      : t("units.whole")
                    : null,
                  t("units.uses", { count: usesOf(row) }),
                ])}
              </span>
              {usesOf(row) === 0 ? (
                <button
                  type="button"
                  className={`${secondaryButton} text-red-700`}
                  onClick={async () => {
                    await request({ method: "DELETE", path: `/admin/${kind}/${row.id}`, cacheKey });
                    refetch();
                  }}
                >
                  {t("common.delete")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ReferenceForm kind={kind} addLabel={addLabel} cacheKey={cacheKey} onAdded={refetch} />
    </AdminSection>
  );
}

function ReferenceForm({
  kind,
  addLabel,
  cacheKey,
  onAdded,
}: {
  kind: Kind;
  addLabel: string;
  cacheKey: string;
  onAdded: () => void;
}) {
  const t = useTranslations("adminCatalogue");
  const { submit, errors, isPending } = useAdminSubmit();
  const [code, setCode] = useState("");
  const [title, setTitle] = useState("");
  const [titleEn, setTitleEn] = useState("");
  const [fraction, setFraction] = useState(false);
  return (
    <form
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const created = await submit({
          method: "POST",
          path: `/admin/${kind}`,
          cacheKey,
          payload: {
            code,
            title,
            title_en: titleEn,
            ...(kind === "stock-types" ? { allows_fraction: fraction } : {}),
          },
        });
        if (created) {
          setCode("");
          setTitle("");
          setTitleEn("");
          onAdded();
        }
      }}
    >
      <Field label={t("common.code")} error={errors.code}>
        {(props) => (
          <input {...props} dir="ltr" value={code} onChange={(e) => setCode(e.target.value)} />
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
      {kind === "stock-types" ? (
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="size-5"
            checked={fraction}
            onChange={(e) => setFraction(e.target.checked)}
          />
          {t("units.fraction")}
        </label>
      ) : null}
      <div className="sm:col-span-3">
        <button type="submit" className={primaryButton} disabled={isPending}>
          {addLabel}
        </button>
      </div>
    </form>
  );
}
