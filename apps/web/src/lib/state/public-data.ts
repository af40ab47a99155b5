import { type AppData, initialAppData } from "./app-state";

/**
 * The state a rejected session (HTTP 401, SPEC §8) leaves behind: the language and the rates,
 * which belong to no one; the session, user, token, search history and counts go back to defaults.
 */
export function keepOnlyPublicData(state: AppData): AppData {
  return { ...initialAppData, language: state.language, rates: state.rates };
}
