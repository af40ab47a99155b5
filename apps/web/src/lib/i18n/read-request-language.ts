import { defaultLanguage, isLanguage, type Language } from "@kesht/contracts";
import { cookies } from "next/headers";
import { LANGUAGE_COOKIE } from "./language";

/** The language of the current request: the `lang` cookie when valid, else English (SPEC §1). */
export async function readRequestLanguage(): Promise<Language> {
  const cookieStore = await cookies();
  const value = cookieStore.get(LANGUAGE_COOKIE)?.value;
  return isLanguage(value) ? value : defaultLanguage;
}
