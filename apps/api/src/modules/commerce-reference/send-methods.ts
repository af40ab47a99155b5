import type { SendMethod } from "@kesht/contracts";

/** How an order can reach the customer (`GET /send-methods`), in display order. */
export const sendMethodTitles: readonly {
  code: SendMethod;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
}[] = [
  {
    code: "driver",
    title: "باربری با راننده",
    title_en: "Freight by a driver",
    description: "فروشنده بار را به راننده‌ای از کشت می‌سپارد و راننده آن را به نشانی شما می‌رساند.",
    description_en:
      "The shop hands the load to a driver found through Kesht, who brings it to your address.",
  },
  {
    code: "seller",
    title: "ارسال توسط فروشنده",
    title_en: "Delivery by the shop",
    description: "فروشنده خودش سفارش را می‌آورد؛ فقط در استان خود فروشنده.",
    description_en: "The shop delivers the order itself; only within the shop's own province.",
  },
  {
    code: "pickup",
    title: "تحویل حضوری",
    title_en: "Pick up at the shop",
    description: "سفارش را خودتان از فروشگاه یا مزرعه تحویل می‌گیرید؛ بدون هزینهٔ ارسال.",
    description_en: "You collect the order from the shop or farm yourself; no delivery cost.",
  },
];

export function sendMethodTitle(code: SendMethod) {
  const method = sendMethodTitles.find((item) => item.code === code);
  if (!method) throw new Error(`unknown send method ${code}`);
  return method;
}
