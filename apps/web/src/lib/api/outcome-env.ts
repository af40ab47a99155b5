import { defaultLanguage } from "@kesht/contracts";
import { activeLanguage, withAppStore } from "@/lib/state/client-view";
import { keepOnlyPublicData } from "@/lib/state/public-data";
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
    language: activeLanguage(),
    toast: deduplicatedToast,
    goToAuth: () => goToAuthPage(),
    // The store's clearPersistedSession, without loading the store with every call's code.
    clearPersistedState: () => withAppStore((store) => store.setState(keepOnlyPublicData)),
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
