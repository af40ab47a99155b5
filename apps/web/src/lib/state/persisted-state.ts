import { languages } from "@kesht/contracts";
import { readLanguageCookie } from "@/lib/i18n/language";
import {
  isNullableNumber,
  isNullableString,
  isNumber,
  isOneOf,
  isRecord,
} from "@/lib/plain-checks";
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

/**
 * Each field is checked on its own so one bad value (hand edits, old builds) loses only itself.
 * Plain checks rather than zod: the store loads on every page (issue 15). Each returns the
 * field as the app keeps it (objects rebuilt with their known keys only), or undefined.
 */
const persistedFieldReaders: { [K in keyof AppData]: (value: unknown) => AppData[K] | undefined } =
  {
    auth: (value) =>
      isRecord(value) &&
      typeof value.isLogin === "boolean" &&
      isOneOf(accountTypes, value.accountType) &&
      isNullableString(value.fcmToken)
        ? { isLogin: value.isLogin, accountType: value.accountType, fcmToken: value.fcmToken }
        : undefined,
    userInfo: (value) => (value === null || isRecord(value) ? value : undefined),
    language: (value) =>
      isRecord(value) && isOneOf(languages, value.activeLanguage)
        ? { activeLanguage: value.activeLanguage }
        : undefined,
    params: (value) =>
      isRecord(value) && isNumber(value.cartCount) ? { cartCount: value.cartCount } : undefined,
    searchHistory: (value) =>
      Array.isArray(value) && value.every((term) => typeof term === "string") ? value : undefined,
    rates: (value) =>
      isRecord(value) && isNullableNumber(value.usdToRial) && isNullableNumber(value.usdToAed)
        ? { usdToRial: value.usdToRial, usdToAed: value.usdToAed }
        : undefined,
    notificationCount: (value) => (isNumber(value) ? value : undefined),
    messageCount: (value) => (isNumber(value) ? value : undefined),
    token: (value) => (isNullableString(value) ? value : undefined),
  };

/** The valid fields of whatever was found in storage. */
export function readPersistedData(saved: unknown): Partial<AppData> {
  if (!isRecord(saved)) return {};
  const fields: Partial<Record<keyof AppData, unknown>> = {};
  for (const key of Object.keys(persistedFieldReaders) as (keyof AppData)[]) {
    const value = persistedFieldReaders[key](saved[key]);
    if (value !== undefined) fields[key] = value;
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
