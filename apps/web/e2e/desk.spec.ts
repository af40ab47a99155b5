import { createCustomer } from "./account-helpers";
import { adminApi, createApprovedSeller } from "./catalog-helpers";
import { createShopWithProducts } from "./commerce-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * The admins' desk (issue 12 items 3 and 4): an admin message reaches a shop and the shop
 * answers; a customer reports a product, an admin answers, the customer reads the answer; a
 * shop asks support and an admin closes the thread. English on a desktop, Persian on a phone.
 */

const stamp = () => Date.now().toString(36);

// Each story signs up a shop (uploads, review) before it starts: the brief's ~90 s per test.
test.describe.configure({ timeout: 90_000 });
/** A send waits for the API and the thread's refetch; a busy machine takes a while. */
const sendTimeout = { timeout: 20_000 };

async function adminPage(
  browser: import("@playwright/test").Browser,
  baseURL: string | undefined,
  lang: "en" | "fa",
  viewport = desktopViewport,
) {
  const context = await browser.newContext({
    viewport,
    storageState: await (await adminApi()).storageState(),
  });
  if (!baseURL) throw new Error("the Playwright config must set baseURL");
  await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

test("an admin message reaches one shop and the shop answers (en, desktop)", async ({
  browser,
  baseURL,
}) => {
  const shopContext = await browser.newContext({ viewport: desktopViewport });
  await useLanguage(shopContext, baseURL, "en");
  const shopPage = await shopContext.newPage();
  const shop = await createApprovedSeller(shopPage, `Desk Orchard ${stamp()}`);
  const admin = await adminPage(browser, baseURL, "en");
  const text = `Please check your prices ${stamp()}`;

  await open(admin.page, "/admin/messages");
  await admin.page.getByLabel("To", { exact: true }).selectOption("shop");
  await admin.page.getByLabel("Shop number").fill(String(shop.id));
  await admin.page.getByLabel("Message", { exact: true }).fill(text);
  await admin.page.getByRole("button", { name: "Send message" }).click();
  // The sent list only: the shop's thread beside it previews the same words.
  const sent = admin.page.getByRole("table", { name: "Sent", exact: true });
  await expect(sent.locator("tr").filter({ hasText: text })).toContainText("reached 1 shop");

  // A message to every shop is sent only once confirmed; "No" sends nothing.
  const toEveryShop = `To every shop ${stamp()}`;
  await admin.page.getByLabel("To", { exact: true }).selectOption("all_shops");
  await admin.page.getByLabel("Message", { exact: true }).fill(toEveryShop);
  await admin.page.getByRole("button", { name: "Send message" }).click();
  const ask = admin.page.getByRole("alertdialog");
  await expect(ask).toContainText("Send this message to every shop?");
  await expect(ask).toContainText("A sent message cannot be taken back.");
  await ask.getByRole("button", { name: "No" }).click();
  await expect(ask).toHaveCount(0);
  await expect(sent.locator("tr").filter({ hasText: toEveryShop })).toHaveCount(0);

  await open(shopPage, "/shop/profile/messages/admin");
  await expect(shopPage.getByTestId("desk-message").filter({ hasText: text })).toContainText(
    "Kesht admins",
  );
  const reply = `Prices fixed, thank you ${stamp()}`;
  await shopPage.getByRole("textbox", { name: "Write a message" }).fill(reply);
  await shopPage.keyboard.press("Enter");
  await expect(shopPage.getByTestId("desk-message").filter({ hasText: reply })).toContainText(
    "You",
    sendTimeout,
  );

  await open(admin.page, "/admin/messages");
  await admin.page.getByTestId("desk-room").filter({ hasText: shop.storeName }).click();
  await expect(admin.page.getByTestId("desk-message").filter({ hasText: reply })).toBeVisible(
    sendTimeout,
  );
  await shopContext.close();
  await admin.context.close();
});

test("a customer reports a product and reads the admin's answer (fa, phone)", async ({
  browser,
  baseURL,
}) => {
  const { products } = await createShopWithProducts(browser, `باغ گزارش ${stamp()}`, [
    { name: "انار ساوه", latin_name: "Saveh pomegranate", price_toman: 90_000 },
  ]);
  const product = products[0];
  if (!product) throw new Error("no product");
  const customerContext = await browser.newContext({ viewport: mobileViewport });
  await useLanguage(customerContext, baseURL, "fa");
  const customerPage = await customerContext.newPage();
  await createCustomer(customerPage);
  const words = `عکس با محصول یکی نیست ${stamp()}`;

  await open(customerPage, `/customer/products/${product.id}`);
  await customerPage.getByRole("button", { name: "گزارش" }).click();
  const dialog = customerPage.getByRole("dialog");
  await dialog.getByRole("radio", { name: "اطلاعات نادرست" }).check({ force: true });
  await dialog.getByLabel("چه اتفاقی افتاد").fill(words);
  await dialog.getByRole("button", { name: "فرستادن گزارش" }).click();
  await expect(dialog).toBeHidden();

  const admin = await adminPage(browser, baseURL, "fa", mobileViewport);
  await open(admin.page, "/admin/reports");
  const card = admin.page.locator("tr").filter({ hasText: words });
  await expect(card).toContainText("انار ساوه");
  await card.getByRole("button", { name: "پاسخ", exact: true }).click();
  const answer = `از فروشگاه خواستیم عکس را درست کند ${stamp()}`;
  await admin.page.getByRole("dialog").getByLabel("پاسخ شما").fill(answer);
  await admin.page.getByRole("dialog").getByRole("button", { name: "فرستادن پاسخ" }).click();
  await expect(admin.page.locator("tr").filter({ hasText: words })).toHaveCount(0);

  await open(customerPage, "/customer/profile/reports");
  const mine = customerPage.getByTestId("own-report").filter({ hasText: words });
  await expect(mine.getByTestId("report-answer")).toHaveText(answer);
  await expect(mine).toContainText("پاسخ داده شد");
  await expect(customerPage.locator("html")).toHaveAttribute("dir", "rtl");
  await customerContext.close();
  await admin.context.close();
});

test("a shop opens a support thread and an admin closes it (en, phone)", async ({
  browser,
  baseURL,
}) => {
  const shopContext = await browser.newContext({ viewport: mobileViewport });
  await useLanguage(shopContext, baseURL, "en");
  const shopPage = await shopContext.newPage();
  await createApprovedSeller(shopPage, `Support Orchard ${stamp()}`);
  const subject = `Cash-out is late ${stamp()}`;

  await open(shopPage, "/shop/profile/support");
  await shopPage.getByLabel("Subject").fill(subject);
  await shopPage.getByLabel("Your message").fill("I asked for a cash-out three days ago.");
  await shopPage.getByRole("button", { name: "Send to support" }).click();
  await expect(shopPage).toHaveURL(/\/shop\/profile\/support\/\d+$/);
  const threadId = shopPage.url().split("/").at(-1);
  await expect(shopPage.getByText("Waiting for support")).toBeVisible();

  const admin = await adminPage(browser, baseURL, "en");
  await open(admin.page, "/admin/support");
  await admin.page.getByTestId("desk-room").filter({ hasText: subject }).click();
  await expect(admin.page).toHaveURL(new RegExp(`/admin/support/${threadId}$`));
  await admin.page.getByRole("textbox", { name: "Write a message" }).fill("It is paid today.");
  await admin.page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(
    admin.page.getByTestId("desk-message").filter({ hasText: "It is paid today." }),
  ).toBeVisible(sendTimeout);
  await admin.page.getByRole("button", { name: "Close conversation" }).click();
  await admin.page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Close conversation" })
    .click();
  await expect(admin.page.getByText("This conversation is closed.")).toBeVisible();

  await shopPage.reload();
  await waitForApp(shopPage);
  await expect(
    shopPage.getByTestId("desk-message").filter({ hasText: "It is paid today." }),
  ).toBeVisible();
  await expect(shopPage.getByText(/This conversation is closed; start a new one/)).toBeVisible();
  await expect(shopPage.getByRole("textbox", { name: "Write a message" })).toHaveCount(0);
  await shopContext.close();
  await admin.context.close();
});
