import { type Bilingual, toPersianDigits } from "@kesht/contracts";
import type { NotificationFacts } from "./notifications.facts";

/*
 * A customer's reminders on a product (issue 30 item 2, decision 039): it is back in stock, or
 * cheaper than when they asked. The subject is the product; its names and the new price are
 * written with the notification, as they were at that moment.
 */

type Entry = {
  text: (facts: NotificationFacts) => Bilingual;
  link: (facts: NotificationFacts) => string;
};

const param = (facts: NotificationFacts, key: string) => String(facts.params[key] ?? "");
/** The product's name in each language: the latin name in English when the shop gave one. */
const names = (facts: NotificationFacts): Bilingual => {
  const name = param(facts, "name");
  return { en: param(facts, "latin_name") || name, fa: name };
};
const toman = (facts: NotificationFacts) => {
  const amount = Math.floor((Number(facts.params.price_rials) || 0) / 10).toLocaleString("en-US");
  return { en: amount, fa: toPersianDigits(amount).replaceAll(",", "٬") };
};
const productLink = (facts: NotificationFacts) => `/customer/products/${facts.subjectId ?? 0}`;

export const watchTexts = {
  back_in_stock: {
    text: (facts) => {
      const name = names(facts);
      return {
        en: `${name.en} is back in stock.`,
        fa: `«${name.fa}» دوباره موجود شد.`,
      };
    },
    link: productLink,
  },
  price_dropped: {
    text: (facts) => {
      const name = names(facts);
      const price = toman(facts);
      return {
        en: `${name.en} is cheaper now: ${price.en} toman.`,
        fa: `«${name.fa}» ارزان‌تر شد: ${price.fa} تومان.`,
      };
    },
    link: productLink,
  },
} satisfies Record<string, Entry>;
