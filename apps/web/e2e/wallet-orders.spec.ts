import { createCustomer } from "./account-helpers";
import { adminApi, createApprovedSeller, createProduct } from "./catalog-helpers";
import {
  approveSandboxPayment,
  creditWallet,
  newCustomerWalletOrder,
  placeWalletOrder,
  readOrder,
  readWallet,
} from "./commerce-helpers";
import { type Browser, expect, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * Wallets, turnovers, cash-out and orders, in both languages: a credit through the sandbox
 * gateway; a wallet-paid order the shop accepts; another the customer cancels, refunded to the
 * wallet; a cash-out request the admin pays.
 */

const texts = {
  en: {
    back: "Back",
    credit: "Increase credit",
    cashOut: "Cash out",
    cashRequests: "Cash-out requests",
    amount: "Amount (toman)",
    sheba: "Sheba number",
    pay: /^Pay /,
    goToPayment: "Go to payment",
    aedGateway: "Card payment (dirhams)",
    aedEstimate: /^About .+ AED at today's rate/,
    required: "This field is required.",
    requestCashOut: "Request cash-out",
    paymentReceived: "Payment received",
    seeTurnovers: "See the turnovers",
    walletCredit: "Wallet credit",
    orderRefund: "Order refund",
    cashOutRequest: "Cash-out request",
    held: "Held for cash-out",
    nothingInDates: "Nothing in these dates",
    clearDates: "Clear dates",
    from: "From",
    year2020: "2020",
    order: (number: string) => `Order #${number}`,
    tabs: "Orders by state",
    past: "Past",
    paid: "Paid",
    preparing: "Being prepared",
    cancelled: "Cancelled",
    waitingPayment: "Waiting for payment",
    overview: "Order overview",
    accept: "Accept order",
    cancelOrder: "Cancel order",
    confirmCancel: "Cancel the order",
    reasonRequired: "Please give a reason for cancelling.",
    customerReason: "I ordered by mistake",
    refunded: "Refunded to your wallet",
    markPaid: "Mark as paid",
    bankReference: "Bank reference",
    toman: (value: string) => `${value} toman`,
  },
  fa: {
    back: "بازگشت",
    credit: "افزایش اعتبار",
    cashOut: "برداشت",
    cashRequests: "درخواست‌های برداشت",
    amount: "مبلغ (تومان)",
    sheba: "شماره شبا",
    pay: /^پرداخت /,
    goToPayment: "رفتن به پرداخت",
    aedGateway: "پرداخت با کارت (درهم)",
    aedEstimate: /^حدود .+ درهم با نرخ امروز/,
    required: "این فیلد الزامی است.",
    requestCashOut: "ثبت درخواست برداشت",
    paymentReceived: "پرداخت انجام شد",
    seeTurnovers: "دیدن گردش حساب",
    walletCredit: "افزایش اعتبار",
    orderRefund: "بازپرداخت سفارش",
    cashOutRequest: "درخواست برداشت",
    held: "نگه‌داشته برای برداشت",
    nothingInDates: "در این تاریخ‌ها چیزی نیست",
    clearDates: "پاک کردن تاریخ‌ها",
    from: "از",
    year2020: "۱۳۹۸",
    order: (number: string) => `سفارش ${number}`,
    tabs: "سفارش‌ها بر پایهٔ وضعیت",
    past: "گذشته",
    paid: "پرداخت‌شده",
    preparing: "در حال آماده‌سازی",
    cancelled: "لغوشده",
    waitingPayment: "در انتظار پرداخت",
    overview: "نمای کلی سفارش",
    accept: "پذیرش سفارش",
    cancelOrder: "لغو سفارش",
    confirmCancel: "بله، سفارش لغو شود",
    reasonRequired: "لطفاً دلیل لغو را بنویسید.",
    customerReason: "اشتباهی سفارش دادم",
    refunded: "به کیف پول شما بازگشت",
    markPaid: "ثبت پرداخت",
    bankReference: "شمارهٔ پیگیری بانک",
    toman: (value: string) => `${value} تومان`,
  },
} as const;

/** A valid Sheba (its checksum holds), as a customer would type it. */
const sheba = "IR820540102680020817909002";

/** A name no other test uses, so each test finds only its own shops, people and requests. */
const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 7)}`;

/** An approved shop with one product, signed in on a page of its own browser context. */
async function shopWithProduct(browser: Browser, baseURL: string | undefined, lang: "en" | "fa") {
  if (!baseURL) throw new Error("the Playwright config must set baseURL");
  const context = await browser.newContext({ viewport: desktopViewport });
  // The shop reads its pages in the test's language too.
  await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
  const page = await context.newPage();
  const storeName = uniqueName("Orchard");
  await createApprovedSeller(page, storeName);
  const product = await createProduct(page, {
    name: "زعفران سرگل",
    latin_name: "Sargol saffron",
    price_toman: 250_000,
  });
  return { page, storeName, product };
}

for (const lang of ["en", "fa"] as const) {
  const t = texts[lang];
  const number = (value: number) => new Intl.NumberFormat(lang).format(value);
  const orderNumber = (id: number) =>
    new Intl.NumberFormat(lang, { useGrouping: false }).format(id);

  test.describe(`wallet, turnovers and orders (${lang})`, () => {
    test.use({ viewport: desktopViewport });

    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("credits the wallet through the sandbox gateway and lists the turnover", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await createCustomer(page);
      await page.goto("/customer/profile/wallet");
      await waitForApp(page);

      const credit = page.getByRole("region", { name: t.credit });
      // The amount is required (SPEC §5); Persian digits are accepted.
      await credit.getByRole("button", { name: t.goToPayment }).click();
      await expect(credit.getByText(t.required)).toBeVisible();
      await credit.getByLabel(t.amount).fill(lang === "fa" ? "۲۵۰٬۰۰۰" : "250,000");
      if (lang === "fa") {
        // SPEC §9's gateway priced in dirhams: the page says what the amount comes to in AED.
        await credit.getByRole("radio", { name: t.aedGateway }).check({ force: true });
        await expect(credit.getByText(t.aedEstimate)).toBeVisible();
      }
      await credit.getByRole("button", { name: t.pay }).click();

      await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
      if (lang === "fa") await expect(page.getByText(/^AED \d/)).toBeVisible();
      await approveSandboxPayment(page);
      await page.waitForURL(/\/customer\/profile\/wallet\?payment=paid$/);
      await expect(page.getByText(t.paymentReceived)).toBeVisible();
      await expect(page.getByTestId("wallet-balance")).toHaveText(t.toman(number(250_000)));
      expect((await readWallet(page)).balance_rials).toBe(2_500_000);

      await page.getByRole("link", { name: t.seeTurnovers }).click();
      await page.waitForURL(/\/customer\/profile\/turnovers$/);
      const row = page.getByRole("listitem").filter({ hasText: t.walletCredit });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(number(250_000));
      await expect(row).toContainText("+");

      // A date range in the URL filters the list, in the page's calendar (Jalali in Persian).
      await page.goto("/customer/profile/turnovers?from=2020-01-01&to=2020-01-31");
      await expect(page.getByRole("heading", { name: t.nothingInDates })).toBeVisible();
      await expect(page.getByRole("group", { name: t.from, exact: true })).toContainText(
        t.year2020,
      );
      await page.getByRole("button", { name: t.clearDates }).first().click();
      await expect(page).toHaveURL(/\/customer\/profile\/turnovers$/);
      await expect(page.getByRole("listitem").filter({ hasText: t.walletCredit })).toHaveCount(1);

      // Back from the customer wallet goes to the profile, even after the gateway (SPEC §2).
      await page.goto("/customer/profile/wallet?payment=paid");
      await page.getByRole("button", { name: t.back }).click();
      await expect(page).toHaveURL(/\/customer\/profile$/);
    });

    // One shop and one customer with two wallet-paid orders: the customer cancels the first
    // (refunded to the wallet), the shop accepts the second.
    test("the customer cancels one paid order with a reason and is refunded; the shop accepts the other", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const shop = await shopWithProduct(browser, baseURL, lang);
      const cancelledOrder = await newCustomerWalletOrder(page, shop.product.id);
      const acceptedOrder = await placeWalletOrder(page, shop.product.id);
      expect(acceptedOrder.status).toBe("paid");

      await page.goto(`/customer/orders/${cancelledOrder.id}`);
      await waitForApp(page);
      await page.getByRole("button", { name: t.cancelOrder }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: t.confirmCancel }).click();
      await expect(dialog.getByText(t.reasonRequired)).toBeVisible();
      await dialog.getByRole("radio", { name: t.customerReason }).check({ force: true });
      await dialog.getByRole("button", { name: t.confirmCancel }).click();
      await expect(dialog).toBeHidden();

      await expect(page.getByText(t.refunded, { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: t.overview })).toContainText(t.cancelled);
      const cancelled = await readOrder(page, cancelledOrder.id);
      expect(cancelled.status).toBe("cancelled");
      expect(cancelled.cancelled_by).toBe("customer");
      // 1,000,000 toman credited, 250,000 still paid for the other order.
      expect((await readWallet(page)).balance_rials).toBe(7_500_000);

      // The past tab holds the cancelled order; the current one lists the paid one.
      await page.goto("/customer/orders");
      const card = page.getByRole("article", { name: t.order(orderNumber(acceptedOrder.id)) });
      await expect(card).toContainText(shop.storeName);
      await expect(card).toContainText(t.paid);
      await expect(card).toContainText(t.toman(number(250_000)));
      await page
        .getByRole("navigation", { name: t.tabs })
        .getByRole("link", { name: t.past })
        .click();
      await expect(page).toHaveURL(/\/customer\/orders\?tab=past$/);
      await expect(
        page.getByRole("article", { name: t.order(orderNumber(cancelledOrder.id)) }),
      ).toContainText(t.cancelled);

      await page.goto("/customer/profile/turnovers");
      const refund = page.getByRole("listitem").filter({ hasText: t.orderRefund });
      await expect(refund).toContainText(number(250_000));
      await expect(refund).toContainText("+");
      await refund.getByRole("link", { name: t.order(orderNumber(cancelledOrder.id)) }).click();
      await expect(page).toHaveURL(new RegExp(`/customer/orders/${cancelledOrder.id}$`));

      await page.goto(`/customer/orders/${acceptedOrder.id}`);
      await expect(page.getByRole("region", { name: t.overview })).toContainText(t.paid);
      await expect(page.getByRole("button", { name: t.cancelOrder })).toBeVisible();

      // The shop finds the paid one under "new" and accepts it.
      await shop.page.goto("/shop/orders");
      await waitForApp(shop.page);
      await shop.page
        .getByRole("article", { name: t.order(orderNumber(acceptedOrder.id)) })
        .getByRole("link")
        .click();
      await shop.page.waitForURL(new RegExp(`/shop/orders/${acceptedOrder.id}$`));
      await shop.page.getByRole("button", { name: t.accept }).click();
      await expect(shop.page.getByRole("region", { name: t.overview })).toContainText(t.preparing);
      await expect(shop.page.getByRole("button", { name: t.accept })).toHaveCount(0);
      expect((await readOrder(page, acceptedOrder.id)).status).toBe("preparing");

      // The customer sees the shop's acceptance; a preparing order is no longer theirs to cancel.
      await page.reload();
      await expect(page.getByRole("region", { name: t.overview })).toContainText(t.preparing);
      await expect(page.getByRole("button", { name: t.cancelOrder })).toHaveCount(0);
      await shop.page.context().close();
    });
  });

  test.describe(`cash-out on a phone (${lang})`, () => {
    test.use({ viewport: mobileViewport, hasTouch: true });

    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("a customer asks for a cash-out and the admin marks it paid", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const name = uniqueName("Cash Out");
      await createCustomer(page, name);
      await creditWallet(page, 300_000);
      await page.goto("/customer/profile/wallet");
      await waitForApp(page);

      const cashOut = page.getByRole("region", { name: t.cashOut, exact: true });
      await cashOut.getByLabel(t.amount).fill("120000");
      await cashOut.getByLabel(t.sheba).fill(sheba);
      await cashOut.getByRole("button", { name: t.requestCashOut }).click();

      const requests = page.getByRole("region", { name: t.cashRequests });
      await expect(requests.getByRole("listitem")).toHaveCount(1);
      await expect(requests.getByRole("listitem")).toContainText(t.waitingPayment);
      await expect(page.getByTestId("wallet-balance")).toHaveText(t.toman(number(180_000)));
      await expect(page.getByText(t.held).locator("..")).toContainText(number(120_000));
      await page.goto("/customer/profile/turnovers");
      await expect(page.getByRole("listitem").filter({ hasText: t.cashOutRequest })).toContainText(
        number(120_000),
      );

      // The admin pays it out from /admin/cash-requests.
      const admin = await browser.newContext({
        storageState: await (await adminApi()).storageState(),
        viewport: desktopViewport,
      });
      await useLanguage(admin, baseURL, lang);
      const adminPage = await admin.newPage();
      await adminPage.goto("/admin/cash-requests");
      await waitForApp(adminPage);
      const request = adminPage.locator("tr").filter({ hasText: name });
      await expect(request).toContainText(number(120_000));
      await request.getByRole("button", { name: t.markPaid }).click();
      const dialog = adminPage.getByRole("dialog");
      await dialog.getByLabel(t.bankReference).fill("TRX-20250601-7781");
      await dialog.getByRole("button", { name: t.markPaid }).click();
      await expect(dialog).toBeHidden();
      await expect(request).toBeHidden();
      await admin.close();

      await page.goto("/customer/profile/wallet");
      const decided = page.getByRole("region", { name: t.cashRequests }).getByRole("listitem");
      await expect(decided).toContainText(t.paid);
      await expect(decided).toContainText("TRX-20250601-7781");
      const wallet = await readWallet(page);
      expect(wallet).toMatchObject({ balance_rials: 1_800_000, reserved_rials: 0 });
    });
  });
}
