import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures/test";
import { expectNoSidewaysScroll, onReceivedOrderPage } from "./received-order-helpers";
import { journeyScreen, waitForApp } from "./support";

/**
 * Returns and partial refunds (issue 28 item 2), in both languages, on a phone and a desktop:
 * an order is carried to "received" through the API; then, through the pages, the customer
 * returns its line with a reason and a photo, the shop accepts it from the order's page, and
 * the customer finds the refund in the wallet's turnovers.
 */

const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "farm.jpg");

const languages = [
  {
    lang: "en",
    dir: "ltr",
    ask: "Return items",
    reason: "Why are you returning them?",
    send: "Send the return",
    waiting: "Waiting for the shop",
    accept: "Accept and refund",
    refunded: "Refunded",
    turnover: "Return refund",
    words: "Half the crate arrived bruised",
  },
  {
    lang: "fa",
    dir: "rtl",
    ask: "مرجوع کردن کالا",
    reason: "چرا آن‌ها را مرجوع می‌کنید؟",
    send: "ثبت درخواست مرجوعی",
    waiting: "در انتظار فروشگاه",
    accept: "پذیرفتن و بازپرداخت",
    refunded: "بازپرداخت شد",
    turnover: "بازپرداخت مرجوعی",
    words: "نیمی از جعبه له شده رسید",
  },
] as const;

for (const t of languages) {
  const { viewport } = journeyScreen[t.lang];
  test(`a customer returns a line of a received order; the shop accepts; the refund reaches the wallet (${t.lang}, ${viewport.width}px)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const number = (value: number) => new Intl.NumberFormat(t.lang).format(value);
    const name = `Returned apples ${Date.now().toString(36)}`;
    // The customer returns the line from the order's page, with a reason and a photo.
    const { shop, customer, close, order } = await onReceivedOrderPage(
      browser,
      { baseURL, viewport, lang: t.lang, dir: t.dir },
      {
        shopName: `Return orchard ${Date.now().toString(36)}`,
        productName: name,
        priceToman: 40_000,
      },
    );
    const panel = customer.getByTestId("order-returns");
    await panel.getByRole("button", { name: t.ask }).click();
    const form = panel.getByTestId("return-form");
    await form.getByRole("checkbox", { name }).check();
    await form.getByLabel(t.reason).fill(t.words);
    await form.locator('input[type="file"]').setInputFiles(photo);
    await expect(form.locator("img").first()).toBeVisible();
    await form.getByRole("button", { name: t.send }).click();
    await expect(form).toHaveCount(0);
    await expect(panel).toContainText(t.waiting);
    await expect(panel).toContainText(number(40_000));

    // The shop accepts it on the order's page.
    await shop.goto(`/shop/orders/${order.id}`);
    await waitForApp(shop);
    const shopPanel = shop.getByTestId("order-returns");
    await expect(shopPanel).toContainText(t.words);
    await shopPanel.getByRole("button", { name: t.accept }).click();
    await expect(shopPanel).toContainText(t.refunded);
    await expect(shopPanel.getByRole("button", { name: t.accept })).toHaveCount(0);

    // The customer sees the refund among the wallet's movements.
    await customer.goto("/customer/profile/turnovers");
    await waitForApp(customer);
    const refund = customer.getByRole("listitem").filter({ hasText: t.turnover });
    await expect(refund).toContainText(number(40_000));
    await expect(refund).toContainText("+");

    // Nothing sticks out sideways on a phone.
    await customer.goto(`/customer/orders/${order.id}`);
    await expect(customer.getByTestId("order-returns")).toContainText(t.refunded);
    await expectNoSidewaysScroll(customer);
    await close();
  });
}
