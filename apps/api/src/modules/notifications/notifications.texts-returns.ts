import { type Bilingual, toPersianDigits } from "@kesht/contracts";
import type { NotificationFacts } from "./notifications.facts";

/*
 * The texts of returns (issue 28 item 2): the shop hears a return was asked, the customer
 * how it was answered. The subject is the order; `params.outcome` says what happened.
 */

type Entry = {
  text: (facts: NotificationFacts) => Bilingual;
  link: (facts: NotificationFacts) => string;
};

const subject = (facts: NotificationFacts) => facts.subjectId ?? 0;
const fa = (facts: NotificationFacts) => toPersianDigits(String(subject(facts)));

const answers: Record<string, (facts: NotificationFacts) => Bilingual> = {
  refunded: (facts) => ({
    en: `Your return on order #${subject(facts)} was refunded to your wallet.`,
    fa: `مبلغ مرجوعی سفارش #${fa(facts)} به کیف پول شما برگشت.`,
  }),
  offered: (facts) => ({
    en: `The shop offered a partial refund for your return on order #${subject(facts)}.`,
    fa: `فروشگاه برای مرجوعی سفارش #${fa(facts)} بازپرداخت بخشی از مبلغ را پیشنهاد داد.`,
  }),
  refused: (facts) => ({
    en: `The shop refused your return on order #${subject(facts)}. You can ask Kesht to decide.`,
    fa: `فروشگاه مرجوعی سفارش #${fa(facts)} را نپذیرفت. می‌توانید داوری کشت را بخواهید.`,
  }),
  resolved: (facts) => ({
    en: `Kesht decided your return on order #${subject(facts)}.`,
    fa: `کشت درباره مرجوعی سفارش #${fa(facts)} تصمیم گرفت.`,
  }),
};

export const returnTexts = {
  return_requested: {
    text: (facts) => ({
      en: `The customer asked to return goods of order #${subject(facts)}.`,
      fa: `مشتری برای سفارش #${fa(facts)} درخواست مرجوعی ثبت کرد.`,
    }),
    link: (facts) => `/shop/orders/${subject(facts)}`,
  },
  return_answered: {
    text: (facts) =>
      (answers[String(facts.params.outcome)] ?? answers.resolved)?.(facts) ?? { en: "", fa: "" },
    link: (facts) => `/customer/orders/${subject(facts)}`,
  },
} satisfies Record<string, Entry>;
