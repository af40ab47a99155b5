import { type Bilingual, toPersianDigits } from "@kesht/contracts";
import type { NotificationFacts } from "./notifications.facts";

/*
 * Proof at pickup (issue 29, decision 036): the driver's count or weight differs from the
 * load, and the shop must confirm or dispute it before the load may leave. The subject is the
 * shipment (order group).
 */

type Entry = {
  text: (facts: NotificationFacts) => Bilingual;
  link: (facts: NotificationFacts) => string;
};

const subject = (facts: NotificationFacts) => facts.subjectId ?? 0;

export const pickupTexts = {
  pickup_recorded: {
    text: (facts) => ({
      en: `The driver's pickup of shipment #${subject(facts)} differs from the load. Confirm or dispute it so they can leave.`,
      fa: `بارگیری ثبت‌شدهٔ راننده برای محمولهٔ #${toPersianDigits(String(subject(facts)))} با مشخصات بار فرق دارد. آن را تأیید کنید یا مخالفت کنید تا راننده بتواند حرکت کند.`,
    }),
    link: (facts) => `/shop/order-groups/${subject(facts)}`,
  },
} satisfies Record<string, Entry>;
