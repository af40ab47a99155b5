import { type Bilingual, type NotificationKind, toPersianDigits } from "@kesht/contracts";
import type { NotificationFacts } from "./notifications.facts";
import { freightTexts } from "./notifications.texts-freight";
import { pickupTexts } from "./notifications.texts-pickup";
import { reachTexts } from "./notifications.texts-reach";
import { returnTexts } from "./notifications.texts-returns";
import { watchTexts } from "./notifications.texts-watch";

/*
 * What each notification says and where it leads, built when it is read from its kind, its
 * subject and the few params written with it. One table, like the error catalogue: a reviewer
 * finds every text in both languages here. Persian texts carry Persian digits.
 */

type Entry = {
  text: (facts: NotificationFacts) => Bilingual;
  link: (facts: NotificationFacts) => string;
};

const faNumber = (value: number | string) => toPersianDigits(String(value));
const toman = (value: unknown) => {
  const amount = Number(value) || 0;
  return {
    en: amount.toLocaleString("en-US"),
    fa: toPersianDigits(amount.toLocaleString("en-US")).replaceAll(",", "٬"),
  };
};
const subject = (facts: NotificationFacts) => facts.subjectId ?? 0;
/** A reason an admin typed, shown as written in both languages (it is text, never markup). */
const reasonText = (facts: NotificationFacts): Bilingual => {
  const reason = typeof facts.params.reason === "string" ? facts.params.reason.trim() : "";
  return reason ? { en: ` Reason: ${reason}`, fa: ` دلیل: ${reason}` } : { en: "", fa: "" };
};
const orderLink = (facts: NotificationFacts) =>
  facts.role === "seller" ? `/shop/orders/${subject(facts)}` : `/customer/orders/${subject(facts)}`;
/** Where each role's pages start on the site. */
const roleHome = {
  customer: "/customer",
  seller: "/shop",
  driver: "/driver",
  admin: "/admin",
} as const;
const walletLink = (facts: NotificationFacts) => `${roleHome[facts.role]}/profile/wallet`;

function cancelledText(facts: NotificationFacts): Bilingual {
  const id = subject(facts);
  const fa = faNumber(id);
  if (facts.role === "seller") {
    return facts.params.by === "admin"
      ? {
          en: `Order #${id} was cancelled by the admins after its dispute.`,
          fa: `سفارش #${fa} پس از بررسی اعتراض، توسط مدیران لغو شد.`,
        }
      : { en: `The customer cancelled order #${id}.`, fa: `مشتری سفارش #${fa} را لغو کرد.` };
  }
  return facts.params.by === "admin"
    ? {
        en: `Your order #${id} was cancelled after its dispute; its payment is back in your wallet.`,
        fa: `سفارش #${fa} شما پس از بررسی اعتراض لغو شد و مبلغ آن به کیف پول شما برگشت.`,
      }
    : {
        en: `The shop cancelled your order #${id}; its payment is back in your wallet.`,
        fa: `فروشگاه سفارش #${fa} شما را لغو کرد و مبلغ آن به کیف پول شما برگشت.`,
      };
}

const declinedWhy = {
  other_chosen: {
    en: (id: number) => `Your proposal for loading request #${id} was not chosen.`,
    fa: (id: string) => `پیشنهاد شما برای درخواست بارگیری #${id} انتخاب نشد.`,
  },
  cancelled: {
    en: (id: number) => `The shop withdrew loading request #${id}; your proposal is closed.`,
    fa: (id: string) => `فروشگاه درخواست بارگیری #${id} را لغو کرد؛ پیشنهاد شما بسته شد.`,
  },
  load_cancelled: {
    en: (id: number) =>
      `The shop cancelled load #${id} after disputing your pickup record; it is no longer your job.`,
    fa: (id: string) =>
      `فروشگاه پس از اعتراض به ثبت بارگیری شما، بار #${id} را لغو کرد؛ این کار دیگر با شما نیست.`,
  },
  load_cancelled_by_admin: {
    en: (id: number) =>
      `Kesht's support cancelled load #${id} after the disputed pickup; it is no longer your job.`,
    fa: (id: string) =>
      `پشتیبانی کشت پس از اعتراض به بارگیری، بار #${id} را لغو کرد؛ این کار دیگر با شما نیست.`,
  },
  expired: {
    en: (id: number) =>
      `Loading request #${id} expired with no driver chosen; your proposal is closed.`,
    fa: (id: string) => `درخواست بارگیری #${id} بدون انتخاب راننده منقضی شد؛ پیشنهاد شما بسته شد.`,
  },
} as const;

export const notificationTexts: Record<NotificationKind, Entry> = {
  ...reachTexts,
  ...returnTexts,
  ...pickupTexts,
  ...freightTexts,
  ...watchTexts,
  order_paid: {
    text: (facts) => ({
      en: `Order #${subject(facts)} was paid. Accept it to start preparing.`,
      fa: `سفارش #${faNumber(subject(facts))} پرداخت شد. برای شروع آماده‌سازی آن را بپذیرید.`,
    }),
    link: orderLink,
  },
  order_accepted: {
    text: (facts) => ({
      en: `The shop accepted your order #${subject(facts)} and is preparing it.`,
      fa: `فروشگاه سفارش #${faNumber(subject(facts))} شما را پذیرفت و در حال آماده‌سازی آن است.`,
    }),
    link: orderLink,
  },
  order_cancelled: { text: cancelledText, link: orderLink },
  order_delivered: {
    text: (facts) => ({
      en: `Your order #${subject(facts)} was delivered. Please confirm you received it.`,
      fa: `سفارش #${faNumber(subject(facts))} شما تحویل داده شد. لطفاً دریافت آن را تأیید کنید.`,
    }),
    link: orderLink,
  },
  delivery_code: {
    // Short enough for a text message; the code is what the driver asks for at the door.
    text: (facts) => {
      const code = String(facts.params.code ?? "");
      return {
        en: `Order #${subject(facts)} is on the way. Your delivery code: ${code}. Give it to the driver only when you have the goods.`,
        fa: `سفارش #${faNumber(subject(facts))} در راه است. کد تحویل شما: ${faNumber(code)}. آن را فقط هنگام گرفتن کالا به راننده بدهید.`,
      };
    },
    link: orderLink,
  },
  proposal_received: {
    text: (facts) => ({
      en: `A driver sent a proposal to carry shipment #${subject(facts)}.`,
      fa: `یک راننده برای حمل محموله #${faNumber(subject(facts))} پیشنهاد داد.`,
    }),
    link: (facts) => `/shop/order-groups/${subject(facts)}/loading-request`,
  },
  proposal_accepted: {
    text: (facts) => ({
      en: `Your proposal was accepted: shipment #${subject(facts)} is yours to carry.`,
      fa: `پیشنهاد شما پذیرفته شد: حمل محموله #${faNumber(subject(facts))} با شماست.`,
    }),
    link: (facts) => `/driver/jobs/${subject(facts)}`,
  },
  proposal_declined: {
    text: (facts) => {
      const why =
        declinedWhy[facts.params.why as keyof typeof declinedWhy] ?? declinedWhy.other_chosen;
      return { en: why.en(subject(facts)), fa: why.fa(faNumber(subject(facts))) };
    },
    link: (facts) => `/driver/loading-requests/${subject(facts)}`,
  },
  cash_out_paid: {
    text: (facts) => {
      const amount = toman(facts.params.amount_toman);
      return {
        en: `Your cash-out of ${amount.en} toman was paid to your bank account.`,
        fa: `برداشت ${amount.fa} تومانی شما به حساب بانکی‌تان واریز شد.`,
      };
    },
    link: walletLink,
  },
  cash_out_rejected: {
    text: (facts) => {
      const amount = toman(facts.params.amount_toman);
      const reason = reasonText(facts);
      return {
        en: `Your cash-out of ${amount.en} toman was rejected; the amount is back in your wallet.${reason.en}`,
        fa: `درخواست برداشت ${amount.fa} تومانی شما رد شد و مبلغ به کیف پول شما برگشت.${reason.fa}`,
      };
    },
    link: walletLink,
  },
  shop_approved: {
    text: () => ({
      en: "Your shop was approved; you can start selling.",
      fa: "فروشگاه شما تأیید شد؛ می‌توانید فروش را شروع کنید.",
    }),
    link: () => "/shop/profile",
  },
  shop_rejected: {
    text: (facts) => {
      const reason = reasonText(facts);
      return {
        en: `Your shop was not approved.${reason.en}`,
        fa: `فروشگاه شما تأیید نشد.${reason.fa}`,
      };
    },
    link: () => "/shop/profile",
  },
  driver_approved: {
    text: () => ({
      en: "Your driver account was approved; you can propose on loading requests.",
      fa: "حساب رانندگی شما تأیید شد؛ می‌توانید برای درخواست‌های بارگیری پیشنهاد بدهید.",
    }),
    link: () => "/driver/profile",
  },
  driver_rejected: {
    text: (facts) => {
      const reason = reasonText(facts);
      return {
        en: `Your driver account was not approved.${reason.en}`,
        fa: `حساب رانندگی شما تأیید نشد.${reason.fa}`,
      };
    },
    link: () => "/driver/profile",
  },
  admin_message: {
    text: () => ({
      en: "You have a new message from the admins.",
      fa: "پیام تازه‌ای از مدیران دارید.",
    }),
    link: () => "/shop/profile/messages/admin",
  },
  shop_suspended: {
    text: (facts) => {
      const reason = reasonText(facts);
      return {
        en: `Your shop was suspended; its products are hidden from the storefront until the admins reinstate it.${reason.en}`,
        fa: `فروشگاه شما تعلیق شد؛ محصولات آن تا بازگشایی از سوی مدیران در فروشگاه نمایش داده نمی‌شوند.${reason.fa}`,
      };
    },
    link: () => "/shop/profile",
  },
  driver_suspended: {
    text: (facts) => {
      const reason = reasonText(facts);
      return {
        en: `Your driver account was suspended; you will see no loading requests until the admins reinstate it.${reason.en}`,
        fa: `حساب رانندگی شما تعلیق شد؛ تا بازگشایی از سوی مدیران درخواست بارگیری نمی‌بینید.${reason.fa}`,
      };
    },
    link: () => "/driver/profile",
  },
};
