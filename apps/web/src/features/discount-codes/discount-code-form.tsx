"use client";

import { type DiscountCode, type DiscountKind, discountKinds } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { type ReactNode, useId, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { DayField } from "@/components/day-field";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { useCodeSubmit } from "./use-code-submit";

/** Whose codes a page manages: the shop's own (`/seller`) or the platform's (`/admin`). */
export type CodeManager = "seller" | "admin";

export const codesCacheKey = (manager: CodeManager) => `discount-codes-${manager}`;

const RIALS_PER_TOMAN = 10;
const asText = (value: number | null) => (value === null ? "" : String(value));
const tomanText = (rials: number | null) =>
  rials === null || rials === 0 ? "" : String(rials / RIALS_PER_TOMAN);

function LabelledControl({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; className: string; "aria-invalid": boolean }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        className: `${controlClass} ${controlBorder(Boolean(error))}`,
        "aria-invalid": Boolean(error),
      })}
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A code's terms: new (with the code itself) or an existing one's (its code stays, customers
 * may hold it). Checked by the API, whose messages come back beside the fields.
 */
export function DiscountCodeForm({
  manager,
  editing,
  onDone,
}: {
  manager: CodeManager;
  editing: DiscountCode | null;
  onDone: () => void;
}) {
  const t = useTranslations("discounts");
  const { submit, errors, isPending } = useCodeSubmit();
  const [code, setCode] = useState(editing?.code ?? "");
  const [kind, setKind] = useState<DiscountKind>(editing?.kind ?? "percent");
  const [percent, setPercent] = useState(asText(editing?.percent ?? null));
  const [amount, setAmount] = useState(tomanText(editing?.amount_rials ?? null));
  const [minBasket, setMinBasket] = useState(tomanText(editing?.min_basket_rials ?? null));
  const [perPerson, setPerPerson] = useState(asText(editing?.per_person_limit ?? null));
  const [total, setTotal] = useState(asText(editing?.total_limit ?? null));
  const [startsOn, setStartsOn] = useState<string | null>(editing?.starts_on ?? null);
  const [endsOn, setEndsOn] = useState<string | null>(editing?.ends_on ?? null);
  const [active, setActive] = useState(editing?.active ?? true);

  const number = (
    label: string,
    field: string,
    value: string,
    set: (v: string) => void,
    hint?: string,
  ) => (
    <LabelledControl label={label} error={errors[field]} hint={hint}>
      {(props) => (
        <input
          {...props}
          name={field}
          inputMode="numeric"
          dir="ltr"
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      )}
    </LabelledControl>
  );

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const terms = {
          kind,
          percent: kind === "percent" ? percent : null,
          amount_toman: kind === "amount" ? amount : null,
          min_basket_toman: minBasket,
          per_person_limit: perPerson,
          total_limit: total,
          starts_on: startsOn,
          ends_on: endsOn,
          active,
        };
        const saved = await submit<DiscountCode>(
          editing
            ? {
                method: "PUT",
                path: `/${manager}/discount-codes/${editing.id}`,
                payload: terms,
                cacheKey: codesCacheKey(manager),
              }
            : {
                method: "POST",
                path: `/${manager}/discount-codes`,
                payload: { code, ...terms },
                cacheKey: codesCacheKey(manager),
              },
        );
        if (saved) onDone();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {editing ? (
          <p className="font-mono text-lg font-bold text-slate-900" dir="ltr">
            {editing.code}
          </p>
        ) : (
          <LabelledControl label={t("fields.code")} error={errors.code} hint={t("hints.code")}>
            {(props) => (
              <input
                {...props}
                name="code"
                dir="ltr"
                autoCapitalize="characters"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </LabelledControl>
        )}
        <LabelledControl label={t("fields.kind")} error={errors.kind}>
          {(props) => (
            <select
              {...props}
              name="kind"
              className={`${props.className} appearance-auto`}
              value={kind}
              onChange={(event) => setKind(event.target.value as DiscountKind)}
            >
              {discountKinds.map((each) => (
                <option key={each} value={each}>
                  {t(`kinds.${each}`)}
                </option>
              ))}
            </select>
          )}
        </LabelledControl>
        {kind === "percent"
          ? number(t("fields.percent"), "percent", percent, setPercent)
          : number(t("fields.amount"), "amount_toman", amount, setAmount)}
        {number(
          t("fields.minBasket"),
          "min_basket_toman",
          minBasket,
          setMinBasket,
          t("hints.none"),
        )}
        {number(
          t("fields.perPerson"),
          "per_person_limit",
          perPerson,
          setPerPerson,
          t("hints.none"),
        )}
        {number(t("fields.total"), "total_limit", total, setTotal, t("hints.none"))}
        <div className="flex flex-col gap-1">
          <DayField label={t("fields.startsOn")} value={startsOn} onChange={setStartsOn} />
          {errors.starts_on ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.starts_on}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <DayField label={t("fields.endsOn")} value={endsOn} onChange={setEndsOn} />
          {errors.ends_on ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.ends_on}
            </p>
          ) : null}
        </div>
      </div>
      <label className="flex items-center gap-2 font-medium text-slate-800">
        <input
          type="checkbox"
          name="active"
          className="size-5"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        {t("fields.active")}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={isPending}>
          {editing ? t("save") : t("create")}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
