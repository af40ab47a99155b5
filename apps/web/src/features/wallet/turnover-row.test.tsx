import type { Language, Turnover } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { TurnoverRow } from "./turnover-row";

const settlement: Turnover = {
  id: 7,
  kind: "order_settlement",
  amount_rials: 325_000,
  balance_rials: 650_000,
  order_id: 1234,
  payment_id: null,
  cash_request_id: null,
  created_at: "2026-11-24T10:00:00.000Z",
};

function shown(orderHref: string | null, language: Language = "en", turnover = settlement) {
  return renderToStaticMarkup(
    <NextIntlClientProvider
      locale={language}
      messages={catalogues[language]}
      timeZone="Asia/Tehran"
    >
      <TurnoverRow turnover={turnover} language={language} orderHref={orderHref} />
    </NextIntlClientProvider>,
  );
}

describe("a turnover line", () => {
  it("links a settlement to its order where the reader has the order's page", () => {
    const html = shown("/shop/orders/1234");
    expect(html).toContain('href="/shop/orders/1234"');
    expect(html).toContain("Order #1234");
  });

  it("names the order without a link for a driver, in both languages", () => {
    const en = shown(null);
    expect(en).toContain("Order #1234");
    expect(en).not.toContain("href=");
    expect(shown(null, "fa")).toContain("سفارش ۱۲۳۴");
  });

  it("names no order for a movement that has none", () => {
    const credit = { ...settlement, kind: "wallet_credit" as const, order_id: null };
    expect(shown(null, "en", credit)).not.toContain("Order #");
  });
});
