import { languages } from "@kesht/contracts";
import { z } from "zod";
import { readLanguageCookie } from "@/lib/i18n/language";
import { type AppData, type AppState, accountTypes, initialAppData } from "./app-state";

/** The localStorage key; changing it would forget every visitor's state. */
export const PERSISTED_STATE_KEY = "kesht-state";

/**
 * Bump when the shape of AppData changes and teach `migratePersistedData` the old shape.
 * Version 1 is the first shape; anything else is read field by field and the rest dropped.
 */
export const PERSISTED_STATE_VERSION = 1;

/** Only data is saved; actions come from code. */
export function pickPersistedData(state: AppState): AppData {
  return {
    auth: state.auth,
    userInfo: state.userInfo,
    language: state.language,
    params: state.params,
    searchHistory: state.searchHistory,
    rates: state.rates,
    notificationCount: state.notificationCount,
    messageCount: state.messageCount,
    token: state.token,
  };
}

const nullableNumber = z.number().nullable();

/** Each field is checked on its own so one bad value (hand edits, old builds) loses only itself. */
const persistedFieldSchemas = {
  auth: z.object({
    isLogin: z.boolean(),
    accountType: z.enum(accountTypes),
    fcmToken: z.string().nullable(),
  }),
  userInfo: z.record(z.string(), z.unknown()).nullable(),
  language: z.object({ activeLanguage: z.enum(languages) }),
  params: z.object({ cartCount: z.number() }),
  searchHistory: z.array(z.string()),
  rates: z.object({ usdToRial: nullableNumber, usdToAed: nullableNumber }),
  notificationCount: z.number(),
  messageCount: z.number(),
  token: z.string().nullable(),
} satisfies { [K in keyof AppData]: z.ZodType<AppData[K]> };

/** The valid fields of whatever was found in storage. */
export function readPersistedData(saved: unknown): Partial<AppData> {
  if (typeof saved !== "object" || saved === null) return {};
  const fields: Partial<Record<keyof AppData, unknown>> = {};
  for (const key of Object.keys(persistedFieldSchemas) as (keyof AppData)[]) {
    const parsed = persistedFieldSchemas[key].safeParse((saved as Record<string, unknown>)[key]);
    if (parsed.success) fields[key] = parsed.data;
  }
  return fields as Partial<AppData>;
}

/**
 * Saved state from another version: keep what still fits the current shape, default the rest.
 * A later version that renames or reshapes a field converts it here, by the saved version.
 */
export function migratePersistedData(saved: unknown): AppData {
  return { ...initialAppData, ...readPersistedData(saved) };
}

/**
 * Saved data over the defaults, except the language: the server already rendered the page in
 * the cookie's language (or the default when there is none), so the store follows the cookie.
 */
export function mergePersistedData(saved: unknown, current: AppState): AppState {
  const merged: AppState = { ...current, ...readPersistedData(saved) };
  return {
    ...merged,
    language: { activeLanguage: readLanguageCookie() ?? current.language.activeLanguage },
  };
}
