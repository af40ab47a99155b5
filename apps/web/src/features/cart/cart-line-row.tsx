"use client";

import type { CartLine } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { AlertIcon, BasketIcon, TrashIcon } from "@/components/icons";
import { Link } from "@/components/link";
import {
  ANY_AMOUNT,
  ONE_UNIT,
  ProductImage,
  useMoney,
  useUnitName,
  variantLabel,
} from "@/features/catalog";
import { paths } from "@/lib/paths";
import { removeLine, setLineCount } from "./cart-changes";
import { lineProblem } from "./cart-totals";
import { CountStepper } from "./count-stepper";
import { countStep, maxCount } from "./count-steps";
import { lineName } from "./line-name";
import { useCountEditor } from "./use-count-editor";

/**
 * One line of a seller's group: picture, name, amount, price and total, with notices when the
 * price changed since it was added or the product can no longer be bought as it stands.
 */
export function CartLineRow({ line, allowsFraction }: { line: CartLine; allowsFraction: boolean }) {
  const t = useTranslations("commerce.cart");
  const language = useLocale();
  const format = useFormatter();
  const money = useMoney();
  const [isConfirming, setConfirming] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const editor = useCountEditor(
    line.count,
    async (count) => (await setLineCount(line.id, count)) !== null,
  );

  const name = lineName(line, language);
  const unitName = useUnitName();
  const step = countStep(allowsFraction);
  const problem = lineProblem(line);
  const amount = (value: number) => format.number(value, { maximumFractionDigits: 1 });

  async function remove() {
    setRemoving(true);
    await removeLine(line.id);
    setRemoving(false);
    setConfirming(false);
  }

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <Link
        href={paths.product(line.product_id)}
        className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        {line.image ? (
          <ProductImage image={line.image} alt="" sizes="96px" />
        ) : (
          <BasketIcon className="absolute inset-0 m-auto size-8 text-slate-400" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              href={paths.product(line.product_id)}
              className="font-semibold text-slate-900 hover:underline"
            >
              {name}
            </Link>
            {line.variant_label ? (
              <p
                className="text-sm font-medium text-slate-800"
                dir="auto"
                data-testid="line-variant"
              >
                {variantLabel(
                  { label: line.variant_label, label_en: line.variant_label_en },
                  language,
                )}
              </p>
            ) : null}
            <p className="text-sm text-slate-600">
              {t("unitPrice", {
                price: money.toman(line.current_unit_price_rials),
                unit: unitName(line.stock_type, ONE_UNIT),
              })}
            </p>
          </div>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={t("remove", { name })}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>

        {line.price_changed ? (
          <Notice tone="info">
            {t("priceChanged", {
              old: money.toman(line.unit_price_rials),
              new: money.toman(line.current_unit_price_rials),
            })}
          </Notice>
        ) : null}
        {problem === "unavailable" ? <Notice tone="error">{t("unavailable")}</Notice> : null}
        {problem === "over_stock" ? (
          <Notice tone="error">
            {t("overStock", {
              amount: amount(line.stock),
              unit: unitName(line.stock_type, line.stock),
            })}
          </Notice>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <CountStepper
            value={editor.value}
            onChange={editor.change}
            step={step}
            max={maxCount(line.stock, step)}
            label={t("amountLabel", { name, unit: unitName(line.stock_type, ANY_AMOUNT) })}
            unit={unitName(line.stock_type, editor.value)}
            isDisabled={problem === "unavailable" || isRemoving}
          />
          <p className="font-bold text-slate-900" aria-live="polite">
            <span className="sr-only">{t("lineTotal")} </span>
            {editor.isSaving ? (
              <span className="text-sm font-normal text-slate-500">{t("saving")}</span>
            ) : (
              money.toman(line.total_rials)
            )}
          </p>
        </div>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title={t("removeTitle")}
        text={t("removeText", { name })}
        confirmLabel={t("removeConfirm")}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
        isPending={isRemoving}
      />
    </li>
  );
}

function Notice({ tone, children }: { tone: "info" | "error"; children: React.ReactNode }) {
  return (
    <p
      className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${
        tone === "error" ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"
      }`}
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
