import type { Address, Language } from "@kesht/contracts";
import { titleIn } from "@/lib/i18n/bilingual-title";
import { joinList } from "@/lib/i18n/languages";

/** "Tehran, Tehran province" style place line in the page's language: city, province, country. */
export function placeLine(
  address: Pick<Address, "city" | "province" | "country">,
  language: Language,
) {
  return joinList(
    language,
    [address.city, address.province, address.country].map((place) => titleIn(place, language)),
  );
}

/** The street address in the page's language: English pages prefer the latin one when there is one. */
export function streetLine(
  address: Pick<Address, "address" | "latin_address">,
  language: Language,
) {
  return language === "en" && address.latin_address ? address.latin_address : address.address;
}
