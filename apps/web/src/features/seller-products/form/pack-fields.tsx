"use client";

import { productRules, type StockType } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { secondaryButton } from "@/components/button-styles";
import { ReferenceSelect } from "@/components/form/reference-select";
import { TextField } from "@/components/form/text-field";
import { validationText } from "@/components/form/validation-text";
import { PlusIcon, TrashIcon } from "@/components/icons";
import {
  blankPackValues,
  type PackFields as PackInput,
  packFieldsOf,
} from "../product-form-values";
import { PriceFields } from "./price-fields";
import { emptyAsUnset, type ProductForm, packErrorOf } from "./product-form-types";

interface PackFieldsProps {
  form: ProductForm;
  idPrefix: string;
  stockTypes: readonly StockType[];
}

/** A pack that says more than a plain single pack: a name or a weight of its own. */
function saysMore(pack: Partial<PackInput> | undefined): boolean {
  return Boolean(
    String(pack?.label ?? "").trim() ||
      String(pack?.label_en ?? "").trim() ||
      String(pack?.weight_kg ?? "").trim(),
  );
}

/**
 * The packs and sizes a product sells in (decision 041), each with its own stock, unit and
 * price. One plain pack looks like a product's stock and price always did; a second one turns
 * them into named cards, each with its names, weight and a way to remove it (one always stays).
 */
export function PackFields({ form, idPrefix, stockTypes }: PackFieldsProps) {
  const t = useTranslations("sellerProducts.form.packs");
  const tForm = useTranslations("sellerProducts.form");
  const format = useFormatter();
  const packs = useFieldArray({ control: form.control, name: "variants", keyName: "key" });
  const values = useWatch({ control: form.control, name: "variants" }) ?? [];
  const [removedSaved, setRemovedSaved] = useState(false);
  const isDetailed = packs.fields.length > 1 || saysMore(values[0]);
  const canAdd = packs.fields.length < productRules.maxVariants;

  function addPack() {
    // A new pack starts in the last one's unit: a second size is mostly sold the same way.
    const unit = values[values.length - 1]?.stock_type_id ?? stockTypes[0]?.id ?? null;
    packs.append(packFieldsOf({ ...blankPackValues, stock_type_id: unit as number | null }));
  }

  function removePack(index: number) {
    if (values[index]?.id !== undefined) setRemovedSaved(true);
    packs.remove(index);
  }

  const addButton = (
    <button
      type="button"
      onClick={addPack}
      disabled={!canAdd}
      className={`${secondaryButton} self-start`}
    >
      <PlusIcon className="size-5" />
      {isDetailed ? t("add") : t("addFirst")}
    </button>
  );

  if (!isDetailed) {
    return (
      <div className="flex flex-col gap-5">
        <PackCore form={form} idPrefix={idPrefix} index={0} stockTypes={stockTypes} />
        <div className="flex flex-col gap-2">
          {addButton}
          <p className="text-sm text-slate-600">{t("addHint")}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-600">{t("intro")}</p>
      <ol className="flex flex-col gap-5">
        {packs.fields.map((pack, index) => {
          const base = `${idPrefix}-pack-${index + 1}`;
          const title = t("title", { number: format.number(index + 1) });
          return (
            <li key={pack.key}>
              <fieldset
                aria-labelledby={`${base}-title`}
                className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
              >
                <div className="flex items-center justify-between gap-3">
                  <h3 id={`${base}-title`} className="font-bold text-slate-900">
                    {title}
                  </h3>
                  <button
                    type="button"
                    onClick={() => removePack(index)}
                    disabled={packs.fields.length === 1}
                    aria-label={t("removeNamed", { number: format.number(index + 1) })}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:text-slate-400 disabled:hover:bg-transparent"
                  >
                    <TrashIcon className="size-5" />
                    {t("remove")}
                  </button>
                </div>
                <div className="grid gap-5 sm:grid-cols-2">
                  <TextField
                    control={form.control}
                    name={`variants.${index}.label`}
                    id={`${base}-label`}
                    label={t("label.label")}
                    description={t("label.description")}
                    inputProps={{ dir: "auto", maxLength: productRules.variantLabelMaxLength }}
                  />
                  <TextField
                    control={form.control}
                    name={`variants.${index}.label_en`}
                    id={`${base}-label-en`}
                    label={t("labelEn.label")}
                    optionalLabel={tForm("optional")}
                    description={t("labelEn.description")}
                    inputProps={{
                      dir: "ltr",
                      lang: "en",
                      maxLength: productRules.variantLabelMaxLength,
                    }}
                    inputClassName="text-start"
                  />
                </div>
                <PackCore form={form} idPrefix={base} index={index} stockTypes={stockTypes} />
                <div className="sm:max-w-60">
                  <TextField
                    control={form.control}
                    name={`variants.${index}.weight_kg`}
                    id={`${base}-weight`}
                    label={t("weight.label")}
                    optionalLabel={tForm("optional")}
                    description={t("weight.description")}
                    toValue={emptyAsUnset}
                    unit={t("weight.unit")}
                    inputProps={{ inputMode: "decimal", autoComplete: "off" }}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {removedSaved ? (
        <p
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
        >
          {t("removedSaved")}
        </p>
      ) : null}
      <PacksError form={form} />
      {canAdd ? (
        addButton
      ) : (
        <p className="text-sm text-slate-600">
          {t("full", { max: format.number(productRules.maxVariants) })}
        </p>
      )}
    </div>
  );
}

/** An error about the list itself (too many packs), from the schema or the API. */
function PacksError({ form }: { form: ProductForm }) {
  const language = useLocale();
  // The list's own error sits beside its packs' (react-hook-form keeps a schema's under `root`).
  const error = form.formState.errors.variants as
    | { message?: unknown; root?: { message?: unknown } }
    | undefined;
  const message = error?.message ?? error?.root?.message;
  if (typeof message !== "string") return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {validationText(message, language)}
    </p>
  );
}

interface PackCoreProps {
  form: ProductForm;
  idPrefix: string;
  index: number;
  stockTypes: readonly StockType[];
}

/** A pack's stock, unit and price: all a single-pack product shows. */
function PackCore({ form, idPrefix, index, stockTypes }: PackCoreProps) {
  const t = useTranslations("sellerProducts.form");
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name={`variants.${index}.stock`}
          id={`${idPrefix}-stock`}
          label={t("stock.label")}
          description={t("stock.description")}
          inputProps={{ inputMode: "decimal", autoComplete: "off" }}
        />
        <Controller
          control={form.control}
          name={`variants.${index}.stock_type_id`}
          render={({ field }) => (
            <ReferenceSelect
              id={`${idPrefix}-stock-type`}
              label={t("stockType.label")}
              placeholder={t("stockType.choose")}
              rows={stockTypes}
              value={typeof field.value === "number" ? field.value : null}
              onChange={(id) => field.onChange(id ?? undefined)}
              onBlur={field.onBlur}
              selectRef={field.ref}
              error={packErrorOf(form, index, "stock_type_id")}
            />
          )}
        />
      </div>
      <PriceFields form={form} idPrefix={idPrefix} index={index} />
    </>
  );
}
