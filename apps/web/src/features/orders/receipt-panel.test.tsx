import type { Language, Order } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { ReceiptPanel } from "./receipt-panel";

/** Only what the panel reads of an order. */
function orderOf(overrides: Partial<Order>): Order {
  return {
    id: 42,
    status: "delivered",
    send_method: "driver",
    driver_rating: null,
    ...overrides,
  } as Order;
}

function shown(order: Order, locale: Language = "en"): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Tehran">
      <ReceiptPanel order={order} />
    </NextIntlClientProvider>,
  );
}

describe("the customer's end of an order", () => {
  it("offers to confirm receipt or report a problem once delivered, in both languages", () => {
    const en = shown(orderOf({ status: "delivered" }));
    expect(en).toContain("Confirm receipt");
    expect(en).toContain("Report a problem");
    const fa = shown(orderOf({ status: "delivered" }), "fa");
    expect(fa).toContain("تأیید دریافت");
    expect(fa).toContain("گزارش مشکل");
  });

  it("tells a customer who reported a problem that support is on it", () => {
    expect(shown(orderOf({ status: "disputed" }))).toContain("support team is looking into it");
    expect(shown(orderOf({ status: "disputed" }))).not.toContain("Confirm receipt");
  });

  it("asks for the driver's rating after receipt, with five stars and a comment", () => {
    const html = shown(orderOf({ status: "received" }));
    expect(html).toContain("How was the driver?");
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html).toContain("Comment");
    expect(shown(orderOf({ status: "received" }), "fa")).toContain("۵ از ۵ ستاره");
  });

  it("shows the rating once given, instead of the form", () => {
    const html = shown(
      orderOf({
        status: "received",
        driver_rating: {
          stars: 4,
          comment: "Careful with the crates",
          created_at: "2026-01-01T10:00:00.000Z",
        },
      }),
    );
    expect(html).toContain("4 of 5 stars");
    expect(html).toContain("Careful with the crates");
    expect(html).not.toContain("How was the driver?");
  });

  it("has nothing to rate when no driver brought the order, and nothing to do before delivery", () => {
    expect(shown(orderOf({ status: "received", send_method: "pickup" }))).toBe("");
    expect(shown(orderOf({ status: "in_transit" }))).toBe("");
    expect(shown(orderOf({ status: "preparing" }))).toBe("");
  });
});
