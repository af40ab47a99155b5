import { isLanguage } from "@kesht/contracts";
import { getRequestConfig } from "next-intl/server";
import { catalogues } from "./catalogues";
import { readRequestLanguage } from "./read-request-language";

/**
 * next-intl without locale routing: routes stay exactly as SPEC §2 lists them and the locale
 * comes from the `lang` cookie, so the server renders the right language and direction. A
 * caller that names its language (`getTranslations({ locale })`, as the per-language manifests
 * do) gets that one.
 */
export default getRequestConfig(async (params) => {
  const locale = isLanguage(params.locale) ? params.locale : await readRequestLanguage();
  const messages = catalogues[locale];
  // Dates such as "last updated" are shown for the marketplace's home time zone, so the server
  // and the browser format them the same way.
  return { locale, messages, timeZone: "Asia/Tehran" };
});
