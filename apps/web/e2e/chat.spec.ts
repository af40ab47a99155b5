import { createCustomer } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { createAddressByApi, creditWallet, placeWalletOrder } from "./commerce-helpers";
import { expect, test } from "./fixtures/test";
import { mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * An order's chat at phone size, in both languages: the customer of a paid order opens its
 * chat and writes in Persian; the shop, in a second browser, sees the bell count and the toast
 * arrive without reloading, opens the thread (the message is seen: the customer's tick turns),
 * receives the next message live, and answers with an image; the customer's bell rises, and
 * falls again once the thread is read.
 */

const fixture = new URL("./fixtures/farm.jpg", import.meta.url).pathname;
const digits = (lang: "en" | "fa", n: number) => new Intl.NumberFormat(lang).format(n);

const texts = {
  en: {
    chat: "Chat",
    toast: "You have 1 new message",
    placeholder: "Write a message",
    send: "Send",
    tabBar: "Sections",
  },
  fa: {
    chat: "گفت‌وگو",
    toast: "۱ پیام تازه دارید",
    placeholder: "پیامی بنویسید",
    send: "فرستادن",
    tabBar: "بخش‌ها",
  },
};

for (const lang of ["en", "fa"] as const) {
  test(`an order's chat between its customer and its shop (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, a shop and an order made through the API: a busy two-core machine needs room.
    test.setTimeout(150_000);
    const t = texts[lang];

    const shopContext = await browser.newContext({ viewport: mobileViewport });
    await useLanguage(shopContext, baseURL, lang);
    const shop = await shopContext.newPage();
    await createApprovedSeller(shop);
    const product = await createProduct(shop, {
      name: "انار ساوه",
      latin_name: "Saveh pomegranate",
      price_toman: 40_000,
      stock: 50,
    });

    const customerContext = await browser.newContext({ viewport: mobileViewport });
    await useLanguage(customerContext, baseURL, lang);
    const customer = await customerContext.newPage();
    await createCustomer(customer);
    await createAddressByApi(customer);
    await creditWallet(customer, 1_000_000);
    const order = await placeWalletOrder(customer, product.id);

    // The bell counts notifications too: the shop's approval and the paid order. The shop
    // reads them from the messages page the bell leads to.
    await shop.goto(`/shop/orders/${order.id}`);
    await waitForApp(shop);
    await expect(shop.getByTestId("message-bell-count")).toHaveText(digits(lang, 2));
    await shop.getByTestId("message-bell").click();
    await expect(shop).toHaveURL(/\/shop\/profile\/messages$/);
    await expect(shop.getByTestId("notifications-unseen")).toContainText(digits(lang, 2));
    await shop.getByTestId("notifications-link").click();
    await expect(shop).toHaveURL(/\/shop\/profile\/notifications$/);
    await expect(shop.getByTestId("notification")).toHaveCount(2);
    // Read: back on the messages page nothing is new any more.
    await shop.goBack();
    await expect(shop).toHaveURL(/\/shop\/profile\/messages$/);
    await expect(shop.getByTestId("notifications-unseen")).toHaveCount(0);

    // The shop waits on the order's page: its bell is in the header.
    await shop.goto(`/shop/orders/${order.id}`);
    await waitForApp(shop);
    const shopBell = shop.getByTestId("message-bell");
    await expect(shopBell).toBeVisible();
    await expect(shop.getByTestId("message-bell-count")).toHaveCount(0);

    // The customer opens the chat from the order and writes in Persian; Enter sends.
    await customer.goto(`/customer/orders/${order.id}`);
    await waitForApp(customer);
    await customer.getByTestId("order-chat-link").click();
    await expect(customer).toHaveURL(new RegExp(`/customer/orders/${order.id}/chat$`));
    // The thread fills the phone's screen: no tab bar.
    await expect(customer.getByRole("navigation", { name: t.tabBar })).toHaveCount(0);
    const customerBox = customer.getByPlaceholder(t.placeholder);
    await customerBox.fill("سلام، انارها کی ارسال می‌شوند؟");
    await customerBox.press("Enter");
    const firstBubble = customer.getByTestId("chat-message").filter({ hasText: "انارها" });
    await expect(firstBubble).toBeVisible();
    await expect(firstBubble.getByTestId("tick-sent")).toBeVisible();
    // Shift+Enter breaks the line instead of sending.
    await customerBox.fill("خط اول");
    await customerBox.press("Shift+Enter");
    await customerBox.pressSequentially("خط دوم");
    await expect(customerBox).toHaveValue("خط اول\nخط دوم");
    await customerBox.fill("");

    // Without reloading, the shop's bell counts it and the toast says so.
    await expect(shop.getByTestId("message-bell-count")).toHaveText(digits(lang, 1));
    await expect(shop.getByText(t.toast)).toBeVisible();

    // A fresh session of the shop (another browser, same sign-in, nothing saved yet) opens a
    // page: the bell shows the message waiting, and no toast announces it as news.
    const freshContext = await browser.newContext({
      viewport: mobileViewport,
      storageState: { cookies: await shopContext.cookies(), origins: [] },
    });
    const fresh = await freshContext.newPage();
    await fresh.goto(`/shop/orders/${order.id}`);
    await waitForApp(fresh);
    await expect(fresh.getByTestId("message-bell-count")).toHaveText(digits(lang, 1));
    // A toast would follow the count within a moment: give it one.
    await fresh.waitForTimeout(1_500);
    await expect(fresh.getByText(t.toast)).toHaveCount(0);
    await freshContext.close();

    // The shop opens its messages and the thread: the message reads right to left.
    await shopBell.click();
    await expect(shop).toHaveURL(/\/shop\/profile\/messages$/);
    await expect(shop.getByTestId("room-unseen")).toContainText(digits(lang, 1));
    await shop.getByRole("link", { name: /انارها/ }).click();
    await expect(shop).toHaveURL(new RegExp(`/shop/profile/messages/${order.id}$`));
    const received = shop.getByTestId("chat-message").filter({ hasText: "انارها" });
    await expect(received).toBeVisible();
    expect(
      await received.locator("p[dir=auto]").evaluate((node) => getComputedStyle(node).direction),
    ).toBe("rtl");
    await expect(shop.getByTestId("day-separator")).toHaveCount(1);
    await expect(shop.getByTestId("message-bell-count")).toHaveCount(0);

    // Read by the shop: the customer's tick turns to "seen" live.
    await expect(firstBubble.getByTestId("tick-seen")).toBeVisible();

    // The next message arrives in the open thread live.
    await customerBox.fill("Please pack them in a crate.");
    await customer.getByRole("button", { name: t.send }).click();
    await expect(
      shop.getByTestId("chat-message").filter({ hasText: "Please pack them in a crate." }),
    ).toBeVisible();

    // The customer goes back to the order; the shop answers with an image.
    await customer.goto(`/customer/orders/${order.id}`);
    await waitForApp(customer);
    await shop.getByTestId("chat-image-input").setInputFiles(fixture);
    const sendButton = shop.getByRole("button", { name: t.send });
    await expect(sendButton).toBeEnabled();
    await shop.getByPlaceholder(t.placeholder).fill("Packed and ready: tomorrow morning.");
    await sendButton.click();
    const answer = shop.getByTestId("chat-message").filter({ hasText: "tomorrow morning" });
    await expect(answer.locator("img")).toBeVisible();

    // The customer's bell rises by the message (beside the unread "payment confirmed"
    // notification), and falls by it once the thread is read.
    await expect(customer.getByTestId("message-bell-count")).toHaveText(digits(lang, 2));
    await customer.getByTestId("order-chat-link").click();
    const withImage = customer.getByTestId("chat-message").filter({ hasText: "tomorrow morning" });
    await expect(withImage.locator("img")).toBeVisible();
    await expect(customer.getByTestId("message-bell-count")).toHaveText(digits(lang, 1));

    await shopContext.close();
    await customerContext.close();
  });
}
