import type { Language, NotificationKind, RecipientRole } from "@kesht/contracts";
import type { PushMessage } from "../../lib/push";
import { notificationTexts } from "./notifications.texts";

/*
 * What a notification says outside the app, in its reader's language: the bell's text, the
 * brand, an absolute link to the page it is about and, in an SMS, the one-tap stop link.
 */

export interface OutboundFacts {
  id: number;
  role: RecipientRole;
  kind: NotificationKind;
  subjectId: number | null;
  params: Record<string, string | number>;
  language: Language | null;
}

const brand = { en: "Kesht", fa: "کشت" } as const;
const stopLabel = { en: "Stop SMS:", fa: "لغو پیامک:" } as const;
const unsubscribeLabel = {
  en: "Unsubscribe from these e-mails:",
  fa: "لغو دریافت این ایمیل‌ها:",
} as const;

/** Texts go in Persian unless the person chose English: Kesht's numbers are Iranian mobiles. */
export const readerLanguage = (facts: OutboundFacts): Language => facts.language ?? "fa";

export function outboundMessages(
  facts: OutboundFacts,
  site: {
    url: string;
    smsStopLink: string;
    emailStopLink: string;
    /** More for an e-mail to say, in the reader's language (an order's lines and invoice). */
    emailDetails?: string | null;
  },
) {
  const language = readerLanguage(facts);
  const entry = notificationTexts[facts.kind];
  const text = entry.text(facts)[language];
  const path = entry.link(facts);
  const link = `${site.url.replace(/\/+$/, "")}${path}`;
  const push: PushMessage = {
    title: brand[language],
    body: text,
    url: path,
    tag: `${facts.kind}:${facts.subjectId ?? facts.id}`,
    language,
  };
  return {
    path,
    sms: `${brand[language]}: ${text}\n${link}\n${stopLabel[language]} ${site.smsStopLink}`,
    push,
    email: {
      subject: `${brand[language]}: ${text}`,
      text: [text, site.emailDetails, link, `${unsubscribeLabel[language]} ${site.emailStopLink}`]
        .filter(Boolean)
        .join("\n\n")
        .concat("\n"),
    },
  };
}
