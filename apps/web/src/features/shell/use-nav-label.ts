import { useTranslations } from "next-intl";
import type { NavLabelKey } from "./nav-items";

/** The visible name of a section. */
export function useNavLabel(): (key: NavLabelKey) => string {
  const t = useTranslations("tabs");
  const tNav = useTranslations("accounts.nav");
  return (key) => (key === "sellers" ? tNav("sellers") : t(key));
}
