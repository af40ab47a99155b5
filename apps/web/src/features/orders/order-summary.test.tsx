import type { Language, Order } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { OrderSummary } from "./order-summary";

/** Only what the summary reads of an order: 500,000 toman of goods, 10% off with a code. */
const order = {
  items: [{ packed_refund_rials: 0 }],
  items_total_rials: 5_000_000,
  shipping_cost_rials: 0,
  discount: { code: "SAVE10", funded_by: "shop", discount_rials: 500_000 },
  total_rials: 4_500_000,
  payment_method: "wallet",
} as unknown as Order;

function shown(value: Order, locale: Language): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Tehran">
      <OrderSummary order={value} />
    </NextIntlClientProvider>,
  );
}

describe("an order's amounts", () => {
  it("shows a discount code's part beside the items, in both languages", () => {
    const en = shown(order, "en");
    expect(en).toContain("Discount code SAVE10");
    expect(en).toContain("50,000");
    const fa = shown(order, "fa");
    expect(fa).toContain("کد تخفیف SAVE10");
    expect(fa).toContain("۵۰٬۰۰۰");
  });

  it("shows no discount row without a code", () => {
    expect(shown({ ...order, discount: null }, "en")).not.toContain("Discount code");
  });
});
