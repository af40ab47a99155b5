import { createCustomer, createSeller, newMobile, signInByApi } from "./account-helpers";
import { adminApi } from "./catalog-helpers";
import {
  addToCartByApi,
  createShopWithProducts,
  creditWallet,
  requestCashOutByApi,
} from "./commerce-helpers";
import { type Browser, expect, type Page, test } from "./fixtures/test";
import { desktopViewport, useLanguage, waitForApp } from "./support";

/**
 * How Persian pages write what Persian readers misread: separators beside Persian digits,
 * bank and identity numbers, and a dialling code inside Persian text.
 */

const phoneViewport = { width: 375, height: 812 };
/** The numbers createSeller registers (account-helpers' shopDetails), as banks print them. */
const shop = {
  sheba: "IR82 0540 1026 8002 0817 9090 02",
  shebaCopied: "IR820540102680020817909002",
  nationalCode: "0499 3708 99",
  nationalCodeCopied: "0499370899",
  card: "6037 9911 9950 0590",
  cardCopied: "6037991199500590",
  iban: "GB82 WEST 1234 5698 7654 32",
};
/** The dollars-and-dirhams line: "≈ ‎$۰٫۲۹، ۱٫۰۷ درهم". */
const foreignLine = /^≈ .+، .+ درهم$/;

const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 7)}`;

/** The middle dot next to Persian digits reads as the zero "۰": no Persian page may show one. */
async function expectNoMiddleDot(page: Page) {
  await expect(page.locator("body")).not.toContainText("·");
}

/** What `navigator.clipboard` holds in the page's browser context. */
function clipboardOf(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The shared admin's session in a browser of its own, allowed to read what it copies. */
async function openAdminContext(browser: Browser, baseURL: string | undefined) {
  const admin = await browser.newContext({
    storageState: await (await adminApi()).storageState(),
    viewport: desktopViewport,
  });
  await admin.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  return admin;
}

test.describe("Persian pages", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLanguage(context, baseURL, "fa");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: phoneViewport, hasTouch: true });

    test("separate facts with the Persian comma: the shop's header, product cards, the cart and the wallet", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const saffron = await createShopWithProducts(browser, uniqueName("باغ زعفران"), [
        { name: "زعفران سرگل", latin_name: "Sargol saffron", price_toman: 250_000 },
      ]);
      const dates = await createShopWithProducts(browser, uniqueName("نخلستان"), [
        { name: "خرمای مضافتی", latin_name: "Mazafati dates", price_toman: 120_000 },
      ]);
      const [saffronProduct] = saffron.products;
      const [datesProduct] = dates.products;
      if (!saffronProduct || !datesProduct) throw new Error("the shops have no products");
      await createCustomer(page);

      await page.goto(`/customer/shops/${saffronProduct.seller.id}`);
      await waitForApp(page);
      await expect(page.getByText(/^عضو کشت از .+، ۱ محصول$/)).toBeVisible();
      await expect(page.getByRole("article").getByText(foreignLine)).toBeVisible();
      await expectNoMiddleDot(page);

      await addToCartByApi(page, saffronProduct.id, 1);
      await addToCartByApi(page, datesProduct.id, 2);
      await page.goto("/customer/cart");
      await expect(page.getByText(/^۲ فروشگاه، ۲ محصول\./)).toBeVisible();
      await expect(page.getByText(foreignLine)).toHaveCount(2);
      await expectNoMiddleDot(page);

      await creditWallet(page, 300_000);
      await page.goto("/customer/profile/wallet");
      await expect(page.getByTestId("wallet-balance")).toHaveText("۳۰۰٬۰۰۰ تومان", {
        timeout: 20_000,
      });
      const walletForeign = page.getByText(foreignLine);
      await expect(walletForeign).toBeVisible();
      // Read right to left like the page, not turned around by the dollars' left-to-right mark.
      expect(await walletForeign.evaluate((line) => getComputedStyle(line).direction)).toBe("rtl");
      await expectNoMiddleDot(page);
    });

    test("show a cash-out's Sheba in Latin digits to the customer, and whole to the admin, who copies it", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const name = uniqueName("Cash Out");
      await createCustomer(page, name);
      await creditWallet(page, 300_000);
      await requestCashOutByApi(page, 100_000, shop.shebaCopied);

      await page.goto("/customer/profile/wallet");
      await waitForApp(page);
      const request = page.getByRole("region", { name: "درخواست‌های برداشت" }).getByRole("listitem");
      await expect(request).toContainText("IR82 •••• •••• 9002");
      await expect(request).not.toContainText("۸۲");

      const admin = await openAdminContext(browser, baseURL);
      await useLanguage(admin, baseURL, "fa");
      const adminPage = await admin.newPage();
      await adminPage.setViewportSize(phoneViewport);
      await adminPage.goto("/admin/cash-requests");
      await waitForApp(adminPage);
      const queued = adminPage.locator("tr").filter({ hasText: name });
      await expect(queued.getByText(shop.sheba, { exact: true })).toBeVisible();
      await queued.getByRole("button", { name: "کپی شماره شبا" }).click();
      await expect(adminPage.getByText("شماره شبا کپی شد.")).toBeVisible();
      await expect.poll(() => clipboardOf(adminPage)).toBe(shop.shebaCopied);
      await admin.close();
    });
  });

  test("show a shop's bank and identity numbers in Latin digits, in fours, on its profile and on the admin's review card, where each copies", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const storeName = uniqueName("Review");
    await createSeller(page, 2, storeName);
    await page.goto("/shop/profile");
    await waitForApp(page);
    for (const shown of [shop.nationalCode, shop.sheba, shop.iban, shop.card]) {
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/IR۸۲|۰۴۹۹|۶۰۳۷/)).toHaveCount(0);

    const admin = await openAdminContext(browser, baseURL);
    await useLanguage(admin, baseURL, "fa");
    const adminPage = await admin.newPage();
    await adminPage.goto("/admin/sellers");
    await waitForApp(adminPage);
    const card = adminPage.getByRole("article", { name: storeName });
    for (const shown of [shop.nationalCode, shop.sheba, shop.iban, shop.card]) {
      await expect(card.getByText(shown, { exact: true })).toBeVisible();
    }
    for (const [button, copied] of [
      ["کپی کد ملی", shop.nationalCodeCopied],
      ["کپی شماره شبا", shop.shebaCopied],
      ["کپی شماره کارت", shop.cardCopied],
    ] as const) {
      await card.getByRole("button", { name: button }).click();
      await expect.poll(() => clipboardOf(adminPage)).toBe(copied);
    }
    await admin.close();
  });

  test("keep a dialling code's plus sign before its digits", async ({ page }) => {
    test.setTimeout(60_000);
    await signInByApi(page, "customer", newMobile());
    await page.goto("/auth/register/customer");
    await waitForApp(page);
    const iran = page.getByLabel("کشور شماره موبایل").locator("option", { hasText: "ایران" });
    const label = (await iran.textContent()) ?? "";
    expect(label).toContain("+98");
    // An <option> cannot be measured, so its text is laid out in a right-to-left line of the
    // page, where the browser's bidi algorithm puts each character as it would in the list.
    const plusIsFirst = await page.evaluate((text) => {
      const line = document.createElement("div");
      line.dir = "rtl";
      line.style.cssText = "position:absolute;top:0;inset-inline-start:0;white-space:nowrap";
      line.textContent = text;
      document.body.append(line);
      const node = line.firstChild as Text;
      const leftOf = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().left;
      };
      const plusLeft = leftOf(text.indexOf("+"));
      const nineLeft = leftOf(text.indexOf("9"));
      line.remove();
      return plusLeft < nineLeft;
    }, label);
    expect(plusIsFirst, `"${label}" shows its plus sign after the digits`).toBe(true);
  });
});
