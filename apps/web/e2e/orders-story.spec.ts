import { createCustomer } from "./account-helpers";
import {
  addToCartByApi,
  checkoutByApi,
  createAddressByApi,
  createShopWithProducts,
  creditWallet,
  readCart,
  readOrder,
} from "./commerce-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { desktopViewport, useLanguage, waitForApp } from "./support";

/**
 * What a customer reads about an order in the moments that went wrong or mattered before
 * (issue 9): a declined payment, a pickup order, a cancellation on a phone, the checkout's
 * time windows, amounts and their units.
 */

/** 375px, the narrowest common phone, where the checkout's windows used to wrap. */
const phoneViewport = { width: 375, height: 812 };

const texts = {
  en: {
    viewport: desktopViewport,
    failedTitle: "The payment did not go through",
    declined: "The payment was declined or cancelled at the gateway.",
    stillInCart: "The items are still in your cart",
    tryAgain: "Try again",
    order: (number: string) => `Order #${number}`,
    otherLanguage: /پرداخت|لغو/,
    cancelled: "Cancelled",
    past: "Past",
    tabs: "Orders by state",
    pickupTitle: "Pickup",
    pickupPlace: "Pickup place",
    timeOfDay: "Time of day",
    firstWindow: "08:00–12:00",
    shipping: "Delivery method",
    pickupOption: "Pick up at the shop",
    cancelOrder: "Cancel order",
    confirmCancel: "Cancel the order",
    refunded: "Refunded to your wallet",
  },
  fa: {
    viewport: phoneViewport,
    failedTitle: "پرداخت انجام نشد",
    declined: "پرداخت در درگاه رد یا لغو شد.",
    stillInCart: "کالاها همچنان در سبد خرید شما هستند",
    tryAgain: "تلاش دوباره",
    order: (number: string) => `سفارش ${number}`,
    otherLanguage: /[A-Za-z]{3,}/,
    cancelled: "لغوشده",
    past: "گذشته",
    tabs: "سفارش‌ها بر پایهٔ وضعیت",
    pickupTitle: "دریافت حضوری",
    pickupPlace: "محل دریافت",
    timeOfDay: "بازهٔ ساعت",
    firstWindow: "۰۸:۰۰ تا ۱۲:۰۰",
    shipping: "روش ارسال",
    pickupOption: "تحویل حضوری",
    cancelOrder: "لغو سفارش",
    confirmCancel: "بله، سفارش لغو شود",
    refunded: "به کیف پول شما بازگشت",
  },
} as const;

const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 7)}`;

/** A signed-in customer with an address and one product of a new shop in the cart. */
async function customerWithCart(page: Page, browser: Parameters<typeof createShopWithProducts>[0]) {
  const shop = await createShopWithProducts(browser, uniqueName("Orchard"), [
    { name: "زعفران سرگل", latin_name: "Sargol saffron", price_toman: 250_000 },
  ]);
  const [saffron] = shop.products;
  if (!saffron) throw new Error("the shop has its product");
  await createCustomer(page);
  await createAddressByApi(page);
  const cart = await addToCartByApi(page, saffron.id, 1);
  const group = cart.groups[0];
  if (!group) throw new Error("the product is in the cart");
  return { shop, saffron, cartId: group.id };
}

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];
  const orderNumber = (id: number) =>
    new Intl.NumberFormat(lang, { useGrouping: false }).format(id);

  test.describe(`an order's story (${lang})`, () => {
    test.use({ viewport: t.viewport });

    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("a declined payment is one failed attempt: the cart keeps the goods, try again", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const { saffron, cartId } = await customerWithCart(page, browser);
      const { order, payment } = await checkoutByApi(page, {
        cartId,
        sendMethod: "pickup",
        payWith: "gateway",
      });
      if (!payment?.redirect_url) throw new Error("a gateway checkout has a page to pay on");

      await page.goto(payment.redirect_url);
      await page.getByRole("button", { name: /decline/i }).click();
      await page.waitForURL(new RegExp(`/customer/orders/${order.id}\\?payment=failed$`));
      await waitForApp(page);

      // One story, in the reader's language only.
      const main = page.getByRole("main");
      const alert = main.getByRole("alert");
      await expect(alert).toContainText(t.failedTitle);
      await expect(alert).toContainText(t.declined);
      await expect(alert).toContainText(t.stillInCart);
      await expect(main).not.toContainText(t.cancelled);
      await expect(alert).not.toContainText(t.otherLanguage);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        t.order(orderNumber(order.id)),
      );
      expect((await readCart(page)).groups.flatMap((group) => group.orders)).toContainEqual(
        expect.objectContaining({ product_id: saffron.id, count: 1 }),
      );

      // Not an order the customer made: in neither list.
      await page.goto("/customer/orders");
      await expect(page.getByRole("navigation", { name: t.tabs })).toBeVisible();
      await expect(page.getByRole("article", { name: t.order(orderNumber(order.id)) })).toHaveCount(
        0,
      );
      await page
        .getByRole("navigation", { name: t.tabs })
        .getByRole("link", { name: t.past })
        .click();
      await expect(page).toHaveURL(/\/customer\/orders\?tab=past$/);
      await expect(page.getByRole("article", { name: t.order(orderNumber(order.id)) })).toHaveCount(
        0,
      );

      // "Try again" leads back to that cart's checkout, whose time windows each keep to a line.
      await page.goto(`/customer/orders/${order.id}`);
      const tryAgain = page.getByRole("link", { name: t.tryAgain });
      await expect(tryAgain).toHaveAttribute("href", `/customer/cart/checkout/${cartId}`);
      await tryAgain.click();
      await page.waitForURL(new RegExp(`/customer/cart/checkout/${cartId}$`));
      const windows = page.getByRole("radiogroup", { name: t.timeOfDay }).locator("bdi");
      await expect(windows.first()).toHaveText(t.firstWindow);
      for (const window of await windows.all()) {
        // Bidi runs make several boxes; on one line they all share a top.
        const lineTops = await window.evaluate(
          (element) =>
            new Set([...element.getClientRects()].map((box) => Math.round(box.top))).size,
        );
        expect(lineTops).toBe(1);
      }
      await page
        .getByRole("radiogroup", { name: t.timeOfDay })
        .screenshot({ path: test.info().outputPath("time-windows.png") });

      // A pickup is collected at the shop: no window to choose.
      await page
        .getByRole("radiogroup", { name: t.shipping })
        .locator("label")
        .filter({ hasText: t.pickupOption })
        .click();
      await expect(page.getByRole("radiogroup", { name: t.timeOfDay })).toHaveCount(0);
    });

    test("a pickup order shows the shop's place, and cancelling brings the refund into view", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const { cartId } = await customerWithCart(page, browser);
      await creditWallet(page, 1_000_000);
      const { order } = await checkoutByApi(page, {
        cartId,
        sendMethod: "pickup",
        payWith: "wallet",
      });
      const placed = await readOrder(page, order.id);
      const shopCity = placed.seller.city;
      if (!shopCity) throw new Error("the shop gave its city at registration");

      await page.goto(`/customer/orders/${order.id}`);
      await waitForApp(page);
      const pickup = page.getByRole("region", { name: t.pickupTitle, exact: true });
      await expect(pickup).toContainText(t.pickupPlace);
      await expect(pickup).toContainText(placed.seller.store_name);
      await expect(pickup).toContainText(lang === "fa" ? shopCity.title : shopCity.title_en);
      // Not the customer's own address, and no delivery window: the customer collects it.
      await expect(pickup).not.toContainText(placed.address.address);
      await expect(pickup.locator("bdi", { hasText: /[0-9۰-۹]{2}:[0-9۰-۹]{2}/ })).toHaveCount(0);

      // Cancelling is done at the bottom of a phone's page; the refund shows where one looks.
      await page.getByRole("button", { name: t.cancelOrder }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("radio").first().check({ force: true });
      await dialog.getByRole("button", { name: t.confirmCancel }).click();
      await expect(dialog).toBeHidden();
      const refund = page.getByRole("region", { name: t.refunded, exact: true });
      await expect(refund).toBeFocused();
      await expect(refund).toBeInViewport();
    });
  });
}
