"use client";

import { useTranslations } from "next-intl";
import { Switch } from "react-aria-components";

interface ActiveSwitchProps {
  isActive: boolean;
  onChange: (active: boolean) => void;
  isPending?: boolean;
  /** The product's name, read after "Active" so each switch in a list is told apart. */
  describedBy?: string;
}

/** "Active": on, customers can find the product (once the shop is approved); off, it is hidden. */
export function ActiveSwitch({
  isActive,
  onChange,
  isPending = false,
  describedBy,
}: ActiveSwitchProps) {
  const t = useTranslations("sellerProducts.active");
  return (
    <Switch
      isSelected={isActive}
      onChange={onChange}
      isDisabled={isPending}
      aria-describedby={describedBy}
      className="group inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-semibold text-slate-800 data-[disabled]:cursor-wait data-[disabled]:opacity-70"
    >
      <span
        aria-hidden="true"
        className="flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 p-0.5 transition-colors group-data-[selected]:bg-emerald-600 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-primary-500"
      >
        <span className="size-6 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-5 rtl:group-data-[selected]:-translate-x-5" />
      </span>
      {t("label")}
    </Switch>
  );
}
