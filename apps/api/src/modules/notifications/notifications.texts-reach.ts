import { type Bilingual, toPersianDigits } from "@kesht/contracts";
import type { NotificationFacts } from "./notifications.facts";

/*
 * The texts of the moments issue 27 added (payment confirmed, a driver on the way, a refund,
 * a dispute, the admins' queues, new loads), in the same shape as notifications.texts.ts.
 */

type Entry = {
  text: (facts: NotificationFacts) => Bilingual;
  link: (facts: NotificationFacts) => string;
};

const fa = (value: number | string) => toPersianDigits(String(value));
const subject = (facts: NotificationFacts) => facts.subjectId ?? 0;
const monthLocales = { en: "en-US-u-ca-persian", fa: "fa-IR-u-ca-persian" } as const;

/** A Jalali month, from its first Tehran day, as a reader names it: "Aban 1405" / "آبان ۱۴۰۵". */
function jalaliMonthName(firstDay: string, language: keyof typeof monthLocales): string {
  const middle = Date.parse(`${firstDay}T12:00:00Z`) + 14 * 86_400_000;
  if (Number.isNaN(middle)) return firstDay;
  return new Intl.DateTimeFormat(monthLocales[language], {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(middle);
}
const customerOrder = (facts: NotificationFacts) => `/customer/orders/${subject(facts)}`;

export const reachTexts = {
  payment_confirmed: {
    text: (facts) => ({
      en: `Your payment for order #${subject(facts)} was confirmed.`,
      fa: `پرداخت سفارش #${fa(subject(facts))} شما تأیید شد.`,
    }),
    link: customerOrder,
  },
  driver_assigned: {
    text: (facts) => ({
      en: `A driver was assigned to your order #${subject(facts)}.`,
      fa: `برای سفارش #${fa(subject(facts))} شما راننده تعیین شد.`,
    }),
    link: customerOrder,
  },
  order_on_the_way: {
    text: (facts) => ({
      en: `Your order #${subject(facts)} is on the way. Follow it on the map.`,
      fa: `سفارش #${fa(subject(facts))} شما در راه است. مسیر آن را روی نقشه ببینید.`,
    }),
    link: customerOrder,
  },
  order_refunded: {
    text: (facts) => ({
      en: `The payment for order #${subject(facts)} was refunded to your wallet.`,
      fa: `مبلغ سفارش #${fa(subject(facts))} به کیف پول شما برگشت.`,
    }),
    link: () => "/customer/profile/wallet",
  },
  dispute_opened: {
    text: (facts) => ({
      en: `The customer reported a problem with order #${subject(facts)}.`,
      fa: `مشتری برای سفارش #${fa(subject(facts))} اعتراض ثبت کرد.`,
    }),
    link: (facts) =>
      facts.role === "admin" ? "/admin/disputes" : `/shop/orders/${subject(facts)}`,
  },
  monthly_statement: {
    text: (facts) => {
      const month = String(facts.params.first_day ?? "");
      return {
        en: `Your Kesht statement for ${jalaliMonthName(month, "en")} is ready.`,
        fa: `صورت‌حساب ${jalaliMonthName(month, "fa")} شما در کشت آماده است.`,
      };
    },
    link: (facts) =>
      facts.role === "seller" ? "/shop/profile/statement" : "/driver/profile/turnovers",
  },
  review_requested: {
    text: (facts) =>
      facts.params.subject === "driver"
        ? { en: "A new driver is waiting for review.", fa: "راننده‌ای تازه منتظر بررسی است." }
        : { en: "A new shop is waiting for review.", fa: "فروشگاهی تازه منتظر بررسی است." },
    link: (facts) => (facts.params.subject === "driver" ? "/admin/drivers" : "/admin/sellers"),
  },
  new_loads: {
    text: (facts) => {
      const count = Number(facts.params.count) || 1;
      return count === 1
        ? {
            en: `A new load from your area: loading request #${subject(facts)}.`,
            fa: `بار تازه‌ای از منطقه شما: درخواست بارگیری #${fa(subject(facts))}.`,
          }
        : {
            en: `${count} new loads from your area, the first is loading request #${subject(facts)}.`,
            fa: `${fa(count)} بار تازه از منطقه شما؛ اولی درخواست بارگیری #${fa(subject(facts))}.`,
          };
    },
    // One load opens itself; several open the driver's list of loads, where all of them are.
    link: (facts) =>
      Number(facts.params.count) > 1
        ? "/driver/home"
        : `/driver/loading-requests/${subject(facts)}`,
  },
} satisfies Record<string, Entry>;
