import { type Invoice, type Language, rialsToToman } from "@kesht/contracts";

/*
 * What the PDF invoice says, in both languages, and how each language writes its numbers and
 * dates: one table, the API's counterpart of the web's languages.ts. Persian uses Persian
 * digits, the Arabic thousands separator and the Jalali calendar (Intl's `fa-IR` with
 * `-u-ca-persian`), Tehran time.
 */

interface InvoiceLanguage {
  dir: "ltr" | "rtl";
  /** Between the parts of a place or a list: "Rasht, Gilan" / "رشت، گیلان". */
  list: string;
  numbers: Intl.NumberFormat;
  dates: Intl.DateTimeFormat;
  labels: Record<InvoiceLabel, string>;
  /** The monthly statement's figures (its e-mail). */
  statement: Record<"goods" | "commission" | "drivers" | "net" | "driverShares", string>;
  /** A refund's ledger kind as a reader names it; unknown kinds fall back to `refund`. */
  refundKinds: Record<string, string>;
  /** What people wrote (a product, an address) in this language: Persian, or its Latin version. */
  written: (persian: string, latin: string | null) => string;
  /** Reference data kept in both languages (units, places, shop names). */
  titled: (both: { title: string; title_en: string }) => string;
}

type InvoiceLabel =
  | "title"
  | "number"
  | "date"
  | "order"
  | "seller"
  | "buyer"
  | "mobile"
  | "address"
  | "item"
  | "quantity"
  | "packed"
  | "unitPrice"
  | "discount"
  | "discountsIncluded"
  | "codeDiscount"
  | "lineTotal"
  | "itemsTotal"
  | "shipping"
  | "total"
  | "refunds"
  | "refund"
  | "net"
  | "toman"
  | "tomanUnit"
  | "bought";

const tehran = { timeZone: "Asia/Tehran", dateStyle: "long" } as const;

export const invoiceLanguages: Record<Language, InvoiceLanguage> = {
  en: {
    dir: "ltr",
    list: ", ",
    numbers: new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 }),
    dates: new Intl.DateTimeFormat("en-US", tehran),
    labels: {
      title: "Invoice",
      number: "Invoice number",
      date: "Date",
      order: "Order",
      seller: "Seller",
      buyer: "Buyer",
      mobile: "Mobile",
      address: "Address",
      item: "Item",
      quantity: "Quantity",
      packed: "packed",
      unitPrice: "Unit price",
      discount: "Discount",
      discountsIncluded: "Discounts included",
      codeDiscount: "Discount code",
      lineTotal: "Amount",
      itemsTotal: "Items",
      shipping: "Shipping",
      total: "Total paid",
      refunds: "Refunds",
      refund: "Refund",
      net: "Net after refunds",
      toman: "All amounts in toman",
      tomanUnit: "toman",
      bought: "What you bought:",
    },
    refundKinds: {
      order_refund: "Order cancelled",
      packed_weight_refund: "Packed weight difference",
      return_refund: "Return",
    },
    statement: {
      goods: "Goods settled",
      commission: "Kesht's commission",
      drivers: "Driver shares",
      net: "Net to your wallet",
      driverShares: "Your shares of shipments",
    },
    written: (persian, latin) => latin || persian,
    titled: (both) => both.title_en || both.title,
  },
  fa: {
    dir: "rtl",
    list: "، ",
    numbers: new Intl.NumberFormat("fa-IR", { maximumFractionDigits: 3 }),
    dates: new Intl.DateTimeFormat("fa-IR-u-ca-persian", tehran),
    labels: {
      title: "فاکتور فروش",
      number: "شمارهٔ فاکتور",
      date: "تاریخ",
      order: "سفارش",
      seller: "فروشنده",
      buyer: "خریدار",
      mobile: "موبایل",
      address: "نشانی",
      item: "کالا",
      quantity: "مقدار",
      packed: "بسته‌بندی‌شده",
      unitPrice: "قیمت واحد",
      discount: "تخفیف",
      discountsIncluded: "تخفیف‌های لحاظ‌شده",
      codeDiscount: "کد تخفیف",
      lineTotal: "مبلغ",
      itemsTotal: "جمع کالاها",
      shipping: "هزینهٔ ارسال",
      total: "مبلغ پرداخت‌شده",
      refunds: "بازپرداخت‌ها",
      refund: "بازپرداخت",
      net: "خالص پس از بازپرداخت",
      toman: "همهٔ مبالغ به تومان است",
      tomanUnit: "تومان",
      bought: "آنچه خریدید:",
    },
    refundKinds: {
      order_refund: "لغو سفارش",
      packed_weight_refund: "مابه‌التفاوت وزن بسته‌بندی",
      return_refund: "مرجوعی",
    },
    statement: {
      goods: "فروش تسویه‌شده",
      commission: "کارمزد کشت",
      drivers: "سهم رانندگان",
      net: "خالص به کیف پول شما",
      driverShares: "سهم شما از حمل‌ها",
    },
    written: (persian) => persian,
    titled: (both) => both.title,
  },
};

/** Rials as whole toman in the language's digits: "1,250,000" / "۱٬۲۵۰٬۰۰۰". */
export function formatToman(language: Language, rials: number): string {
  return invoiceLanguages[language].numbers.format(rialsToToman(rials));
}

export function formatNumber(language: Language, value: number): string {
  return invoiceLanguages[language].numbers.format(value);
}

/** A phone number or an id in the language's digits, without grouping. */
export function formatDigits(language: Language, text: string): string {
  return text.replace(/\d/g, (digit) => formatNumber(language, Number(digit)));
}

export function formatDate(language: Language, iso: string): string {
  return invoiceLanguages[language].dates.format(new Date(iso));
}

export function refundLabel(language: Language, kind: string): string {
  const texts = invoiceLanguages[language];
  return texts.refundKinds[kind] ?? texts.labels.refund;
}

/** A line's unit, in the language: "kg" lines read "2.5 Kilogram" / "۲٫۵ کیلوگرم". */
export function lineQuantity(language: Language, line: Invoice["lines"][number]): string {
  const unit = invoiceLanguages[language].titled(line.stock_type);
  return `${formatNumber(language, line.count)} ${unit}`;
}

/** What was packed of a weighed line: "packed 1.5 Kilogram"; null for a line not weighed. */
export function packedQuantity(language: Language, line: Invoice["lines"][number]): string | null {
  if (line.packed_count === null) return null;
  const texts = invoiceLanguages[language];
  return `${texts.labels.packed} ${formatNumber(language, line.packed_count)} ${texts.titled(line.stock_type)}`;
}
