import { useTranslations } from "next-intl";
import type { NavLabelKey } from "./nav-items";

/** The visible name of a section. */
export function useNavLabel(): (key: NavLabelKey) => string {
  const t = useTranslations("tabs");
  const tNav = useTranslations("accounts.nav");
  const tMoney = useTranslations("money.nav");
  const tDrivers = useTranslations("drivers.nav");
  const tDisputes = useTranslations("orders.disputes");
  const tDesk = useTranslations("desk.nav");
  const tConsole = useTranslations("console.nav");
  return (key) => {
    if (key === "sellers") return tNav("sellers");
    if (key === "cashRequests") return tMoney("cashRequests");
    if (key === "drivers" || key === "wallet") return tDrivers(key);
    if (key === "disputes") return tDisputes("nav");
    if (key === "desk") return tDesk("desk");
    if (key === "console") return tConsole("console");
    if (key === "people") return tConsole("people");
    return t(key);
  };
}
