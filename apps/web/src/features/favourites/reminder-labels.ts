import { useTranslations } from "next-intl";
import type { ReminderLabels } from "./reminder-buttons";

/** The reminder buttons' texts, read where the page renders (server or client) and passed in. */
export function useReminderLabels(): ReminderLabels {
  const t = useTranslations("favourites.reminders");
  return {
    back_in_stock: { set: t("backInStock"), on: t("backInStockOn") },
    price_drop: { set: t("priceDrop"), on: t("priceDropOn") },
    failed: t("failed"),
  };
}
