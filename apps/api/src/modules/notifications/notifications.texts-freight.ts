import { type Bilingual, toPersianDigits } from "@kesht/contracts";
import type { NotificationFacts } from "./notifications.facts";

/*
 * Bids and questions on a load (issue 29, decision 036): the shop hears a driver asked about
 * a shipment (subject: the order group); drivers hear the shop answered, or changed the load
 * and asks them to bid again (subject: the loading request).
 */

type Entry = {
  text: (facts: NotificationFacts) => Bilingual;
  link: (facts: NotificationFacts) => string;
};

const subject = (facts: NotificationFacts) => facts.subjectId ?? 0;
const fa = (facts: NotificationFacts) => toPersianDigits(String(subject(facts)));
const loadLink = (facts: NotificationFacts) => `/driver/loading-requests/${subject(facts)}`;

export const freightTexts = {
  load_question: {
    text: (facts) => ({
      en: `A driver asked a question about shipment #${subject(facts)}. Answer it so every driver can bid knowing.`,
      fa: `یک راننده دربارهٔ محمولهٔ #${fa(facts)} پرسشی پرسید. پاسخ دهید تا همهٔ رانندگان با آگاهی پیشنهاد بدهند.`,
    }),
    link: (facts) => `/shop/order-groups/${subject(facts)}/loading-request`,
  },
  load_answered: {
    text: (facts) => ({
      en: `The shop answered a question on loading request #${subject(facts)}.`,
      fa: `فروشگاه به پرسشی دربارهٔ درخواست بارگیری #${fa(facts)} پاسخ داد.`,
    }),
    link: loadLink,
  },
  rebid_requested: {
    text: (facts) => ({
      en: `The shop changed loading request #${subject(facts)}; your proposal no longer stands. Propose again if you still want to carry it.`,
      fa: `فروشگاه درخواست بارگیری #${fa(facts)} را تغییر داد و پیشنهاد شما دیگر معتبر نیست. اگر هنوز می‌خواهید آن را حمل کنید، دوباره پیشنهاد بدهید.`,
    }),
    link: loadLink,
  },
} satisfies Record<string, Entry>;
