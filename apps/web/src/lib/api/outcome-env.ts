import { defaultLanguage } from "@kesht/contracts";
import { clearPersistedSession, useAppStore } from "@/lib/state/app-store";
import { goToAuthPage } from "./auth-redirect";
import { deduplicatedToast } from "./deduplicated-toast";
import type { OutcomeEnv } from "./handle-outcome";

/**
 * The real surroundings of an outcome, read when it is handled, so toasts use the language
 * active at that moment.
 */
export function defaultOutcomeEnv(): OutcomeEnv {
  if (typeof window === "undefined") return serverOutcomeEnv;
  return {
    language: useAppStore.getState().language.activeLanguage,
    toast: deduplicatedToast,
    goToAuth: () => goToAuthPage(),
    clearPersistedState: clearPersistedSession,
  };
}

/**
 * While rendering on the server there is no one to show a toast to, no page to leave and no
 * visitor state to clear: failures are only logged.
 */
const serverOutcomeEnv: OutcomeEnv = {
  language: defaultLanguage,
  toast: {
    error: (text) => console.warn("[api]", text),
    success: () => {},
  },
  goToAuth: () => {},
  clearPersistedState: () => {},
};
