import { defaultLanguage } from "@kesht/contracts";
import { activeLanguage, clientView } from "@/lib/state/client-view";
import { apiBaseUrl } from "./api-base-url";
import type { RequestContext } from "./build-request";

/**
 * Where and as whom to call, read at the moment of the call. On the server the store is shared
 * by all visitors and never holds anyone's token or language, so it is not consulted there.
 */
export function currentRequestContext(): RequestContext {
  if (typeof window === "undefined") {
    return { baseUrl: apiBaseUrl(), language: defaultLanguage, token: null };
  }
  return { baseUrl: apiBaseUrl(), language: activeLanguage(), token: clientView().token };
}
