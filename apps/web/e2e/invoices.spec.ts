import { createCustomer } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { createAddressByApi, creditWallet, placeWalletOrder } from "./commerce-helpers";
import { type Browser, expect, type Page, test } from "./fixtures/test";
import { journeyScreen, useLanguage, waitForApp } from "./support";

/**
 * Invoices (issue 28 item 4), in both languages, on a phone and a desktop: a customer pays an
 * order from the wallet; the customer and the shop each open its invoice from the order page,
 * see its number, its line and its total in the page's digits, print it (only the invoice goes
 * on paper) and download the PDF.
 */

const texts = {
  en: {
    invoice: "Invoice",
    print: "Print",
    pdf: "Download PDF",
    toman: (value: string) => `${value} toman`,
    product: "Sargol saffron",
  },
  fa: {
    invoice: "فاکتور",
    print: "چاپ",
    pdf: "دریافت PDF",
    toman: (value: string) => `${value} تومان`,
    product: "زعفران سرگل",
  },
} as const;

/** An approved shop with one product, signed in on a page of its own, reading `lang`. */
async function shopWithProduct(
  browser: Browser,
  baseURL: string | undefined,
  lang: "en" | "fa",
  viewport: { width: number; height: number },
) {
  if (!baseURL) throw new Error("the Playwright config must set baseURL");
  const context = await browser.newContext({ viewport });
  // The shop reads its pages in the test's language too.
  await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
  const page = await context.newPage();
  await createApprovedSeller(page, `Invoice orchard ${Math.random().toString(36).slice(2, 7)}`);
  const product = await createProduct(page, {
    name: "زعفران سرگل",
    latin_name: "Sargol saffron",
    price_toman: 250_000,
  });
  return { page, product };
}

/** Opens the invoice from the order's page, checks what it shows, prints it, fetches the PDF. */
async function openAndPrint(
  page: Page,
  orderPath: string,
  lang: "en" | "fa",
  expected: { number: string; total: string },
) {
  const t = texts[lang];
  // The browser's print dialog cannot be driven: its call is counted instead.
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = "yes";
    };
  });
  await page.goto(orderPath);
  await waitForApp(page);
  await page.getByTestId("order-invoice-link").click();
  await page.waitForURL(new RegExp(`${orderPath}/invoice$`));
  const invoice = page.getByTestId("invoice");
  await expect(page.getByTestId("invoice-number")).toHaveText(expected.number);
  await expect(page.getByTestId("invoice-line")).toContainText(t.product);
  await expect(page.getByTestId("invoice-total")).toHaveText(expected.total);
  await expect(invoice).toContainText(t.invoice);

  await page.getByRole("button", { name: t.print }).click();
  await expect(page.locator("html")).toHaveAttribute("data-printed", "yes");
  // On paper only the invoice shows: no header, no buttons.
  await page.emulateMedia({ media: "print" });
  await expect(invoice).toBeVisible();
  await expect(page.getByRole("button", { name: t.print })).toBeHidden();
  await expect(page.locator("header").first()).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  const pdfLink = page.getByRole("link", { name: t.pdf });
  const href = await pdfLink.getAttribute("href");
  expect(href).toContain(`lang=${lang}`);
  const pdf = await page.request.get(href ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];
  const digits = (value: number) =>
    new Intl.NumberFormat(lang, { useGrouping: false }).format(value);
  const grouped = (value: number) => new Intl.NumberFormat(lang).format(value);

  const { name: size, viewport } = journeyScreen[lang];
  test.describe(`invoices (${lang}, ${size})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("the customer and the shop open, print and download the invoice of a paid order", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const shop = await shopWithProduct(browser, baseURL, lang, viewport);
      await createCustomer(page);
      await createAddressByApi(page);
      await creditWallet(page, 1_000_000);
      const order = await placeWalletOrder(page, shop.product.id);
      expect(order.status).toBe("paid");
      // The shop's first paid order: invoice number 1.
      const expected = { number: digits(1), total: t.toman(grouped(order.total_rials / 10)) };

      await openAndPrint(page, `/customer/orders/${order.id}`, lang, expected);
      await openAndPrint(shop.page, `/shop/orders/${order.id}`, lang, expected);
      await shop.page.context().close();
    });
  });
}
