import type { Language } from "@kesht/contracts";
import type { Messages } from "./catalogues";

// Types every `useTranslations`/`getTranslations` key against the English catalogue.
declare module "next-intl" {
  interface AppConfig {
    Locale: Language;
    Messages: Messages;
  }
}
