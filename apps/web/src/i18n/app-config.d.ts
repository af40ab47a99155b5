import type { Language } from "@kesht/contracts";
import type messages from "../../messages/en.json";

// Types every `useTranslations`/`getTranslations` key against the English catalogue.
declare module "next-intl" {
  interface AppConfig {
    Locale: Language;
    Messages: typeof messages;
  }
}
