"use client";

import type { BulkEditBody, Language, ProductCard } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { controlClass } from "@/components/form/field-styles";
import { request } from "@/lib/api";
import { joinInline } from "@/lib/i18n/languages";
import { SELLER_PRODUCTS_KEY } from "../product-queries";

type Mode = "keep" | "set" | "percent";

interface BulkEditPanelProps {
  selected: readonly ProductCard[];
  onDone: () => void;
}

/** What the form asks the API for (POST /seller/products/bulk-edit); null when nothing changes. */
export function bulkEditBody(
  ids: readonly number[],
  form: { priceMode: Mode; price: string; discount: string; stockMode: Mode; stock: string },
): BulkEditBody | null {
  const body: BulkEditBody = { product_ids: [...ids] };
  if (form.priceMode === "set") body.price_toman = form.price;
  if (form.priceMode === "percent") body.price_change_percent = form.price;
  if (form.discount.trim() !== "") body.discount_percent = form.discount;
  if (form.stockMode === "set") body.stock = form.stock;
  if (form.stockMode === "percent") body.stock_change_percent = form.stock;
  return Object.keys(body).length > 1 ? body : null;
}

/**
 * The products list's bulk edit: a new price (or a change by a percent), discount or stock
 * for every selected product, all or none. The API's problems are listed by product.
 */
export function BulkEditPanel({ selected, onDone }: BulkEditPanelProps) {
  const t = useTranslations("productImport.bulk");
  const format = useFormatter();
  const language: Language = useLocale();
  const id = useId();
  const [form, setForm] = useState({
    priceMode: "keep" as Mode,
    price: "",
    discount: "",
    stockMode: "keep" as Mode,
    stock: "",
  });
  const [problems, setProblems] = useState<string[]>([]);
  const [isPending, setPending] = useState(false);

  const nameOf = (field: string) => {
    const productId = Number(field.split(".")[1]);
    return selected.find((product) => product.id === productId)?.name ?? field;
  };

  const submit = async () => {
    const body = bulkEditBody(
      selected.map((product) => product.id),
      form,
    );
    if (!body) {
      setProblems([t("nothing")]);
      return;
    }
    setPending(true);
    setProblems([]);
    const envelope = await request<{ updated: number }>({
      method: "POST",
      path: "/seller/products/bulk-edit",
      payload: body,
      label: "bulk edit products",
      cacheKey: SELLER_PRODUCTS_KEY,
      onFailure: (failure) =>
        setProblems(
          Object.entries(failure.envelope?.errors[language] ?? {}).map(([field, text]) =>
            field.startsWith("products.") ? t("problem", { name: nameOf(field), text }) : text,
          ),
        ),
    });
    setPending(false);
    if (envelope) onDone();
  };

  const modeSelect = (name: "priceMode" | "stockMode", label: string) => (
    <select
      aria-label={label}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.currentTarget.value as Mode })}
      className={`${controlClass} border-slate-300`}
    >
      {(["keep", "set", "percent"] as const).map((mode) => (
        <option key={mode} value={mode}>
          {t(`mode.${mode}`)}
        </option>
      ))}
    </select>
  );

  return (
    <form
      className="flex flex-col gap-3 rounded-2xl border border-primary-200 bg-primary-50/50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="font-bold text-slate-900">
          {joinInline(language, [
            t("legend"),
            t("selected", { count: format.number(selected.length) }),
          ])}
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{t("price")}</span>
            {modeSelect("priceMode", t("price"))}
            {form.priceMode === "keep" ? null : (
              <input
                aria-label={t("priceValue")}
                inputMode="decimal"
                value={form.price}
                onChange={(event) => setForm({ ...form, price: event.currentTarget.value })}
                className={`${controlClass} border-slate-300`}
              />
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-discount`} className="text-sm font-semibold">
              {t("discount")}
            </label>
            <input
              id={`${id}-discount`}
              inputMode="numeric"
              value={form.discount}
              onChange={(event) => setForm({ ...form, discount: event.currentTarget.value })}
              className={`${controlClass} border-slate-300`}
            />
          </div>
          <div className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{t("stock")}</span>
            {modeSelect("stockMode", t("stock"))}
            {form.stockMode === "keep" ? null : (
              <input
                aria-label={t("stockValue")}
                inputMode="decimal"
                value={form.stock}
                onChange={(event) => setForm({ ...form, stock: event.currentTarget.value })}
                className={`${controlClass} border-slate-300`}
              />
            )}
          </div>
        </div>
        <p className="text-sm text-slate-600">{t("hint")}</p>
      </fieldset>
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc ps-5 text-sm text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <button
        type="submit"
        className={`${primaryButton} self-start`}
        disabled={isPending || selected.length === 0}
      >
        {t("apply", { count: format.number(selected.length) })}
      </button>
    </form>
  );
}
