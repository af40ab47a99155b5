import { rialsToToman } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useNumberText } from "@/lib/i18n/number-text";

/**
 * Rials as toman text in the page's language and digits ("۱۲۰٬۰۰۰ تومان" / "120,000 toman").
 * No client-only state, so server components render prices into the first HTML; the foreign
 * amounts, which need the rates the browser loads, are ForeignPrice's job.
 */
export function useToman(): (rials: number) => string {
  const numbers = useNumberText();
  const t = useTranslations("catalog.money");
  return (rials) =>
    t("toman", {
      value: numbers.decimal(rialsToToman(rials), { maximumFractionDigits: 0 }),
    });
}
