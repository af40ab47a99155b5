import { createCustomer, newMobile } from "./account-helpers";
import { adminApi } from "./catalog-helpers";
import {
  createAddressByApi,
  createShopWithProducts,
  creditWallet,
  placeWalletOrder,
  readWallet,
  requestCashOutByApi,
  writeInOrderChat,
} from "./commerce-helpers";
import { expect, type Page, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, waitForApp } from "./support";

/*
 * The admin console (issue 14): find a customer by a Persian-digit mobile and block them (their
 * open session stops working), export the cash-out queue as CSV, and find both in the audit
 * log; page the cash-out queue and a desk list through the address; the trial balance sums to
 * zero and revenue reads in Jalali months; the commission changes with its history; an admin
 * is added and removed, all audited. Persian on a phone, English on a desktop.
 */
test.describe.configure({ timeout: 90_000 });

const SHEBA = "IR062960000000100324200001";
const persianDigits = (text: string) => text.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)] ?? d);

async function adminPage(
  browser: import("@playwright/test").Browser,
  baseURL: string | undefined,
  lang: "en" | "fa",
  viewport: { width: number; height: number },
) {
  if (!baseURL) throw new Error("the Playwright config must set baseURL");
  const context = await browser.newContext({
    viewport,
    storageState: await (await adminApi()).storageState(),
  });
  await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

test("finds a customer by a Persian-digit mobile and blocks them; the block is audited (fa, phone)", async ({
  browser,
  baseURL,
  page,
}) => {
  const customer = await createCustomer(page, "مشتری مسدود");
  expect((await page.request.get("/api/v1/customer/profile")).status()).toBe(200);

  const admin = await adminPage(browser, baseURL, "fa", mobileViewport);
  await open(admin.page, "/admin/people");
  await admin.page.getByLabel("نام، موبایل یا کد ملی").fill(persianDigits(customer.mobile));
  await expect(admin.page).toHaveURL(/q=/);
  const found = admin.page.getByRole("link", { name: "مشتری مسدود" });
  await expect(found).toBeVisible({ timeout: 15_000 });
  await found.click();

  await admin.page.getByRole("button", { name: "مسدود کردن", exact: true }).click();
  const dialog = admin.page.getByRole("dialog");
  await dialog.getByLabel("دلیل (در گزارش رویدادها می‌ماند)").fill("کلاهبرداری");
  await dialog.getByRole("button", { name: "مسدود کردن و خروج" }).click();
  await expect(admin.page.getByTestId("person-blocked")).toContainText("کلاهبرداری");

  // The customer's open session stops working at once.
  expect((await page.request.get("/api/v1/customer/profile")).status()).toBe(401);

  await open(admin.page, "/admin/audit?action=person.block");
  await expect(admin.page.getByText("person.block", { exact: true }).first()).toBeVisible();
  // The target's filter and column say what it is in Persian, never a code like "person".
  const targetFilter = admin.page.getByLabel("هدف", { exact: true });
  await expect(targetFilter.locator("option", { hasText: "درخواست برداشت" })).toHaveCount(1);
  await expect(targetFilter.locator("option", { hasText: "cash_request" })).toHaveCount(0);
  await expect(admin.page.getByRole("cell", { name: /شخص #[۰-۹]+$/ }).first()).toBeVisible();
  await admin.context.close();
});

test("exports the cash-out queue as CSV, and the export is audited (en, desktop)", async ({
  browser,
  baseURL,
  page,
}) => {
  await createCustomer(page, "Cash Out Customer");
  await creditWallet(page, 200_000);
  await requestCashOutByApi(page, 50_000, SHEBA);

  const admin = await adminPage(browser, baseURL, "en", desktopViewport);
  await open(admin.page, "/admin/cash-requests");
  const downloading = admin.page.waitForEvent("download");
  await admin.page.getByRole("link", { name: "Export CSV for the bank" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kesht-cash-outs-pending-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const bytes = await import("node:fs/promises").then((fs) => fs.readFile(path));
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString("utf8")).toContain("Cash Out Customer");
  expect(bytes.toString("utf8")).toContain(SHEBA);

  await open(admin.page, "/admin/audit");
  await admin.page.getByLabel("Action (e.g. person.block)").fill("cash_requests.export");
  await expect(admin.page).toHaveURL(/action=cash_requests\.export/);
  await expect(admin.page.getByText("cash_requests.export", { exact: true }).first()).toBeVisible();
  await admin.context.close();
});

test("filters orders by a Jalali date range kept in the address (fa, desktop)", async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL, "fa", desktopViewport);
  // 1 Farvardin 1399 is 20 March 2020: before Kesht took any order.
  await open(admin.page, "/admin/orders?from=2020-03-20&to=2020-03-20");
  const from = admin.page.getByRole("group", { name: "ثبت از" });
  await expect(from).toContainText("۱۳۹۹");
  await expect(from).toContainText("۱");
  await expect(admin.page.getByText("موردی با این فیلترها پیدا نشد.")).toBeVisible();
  await admin.page.getByRole("button", { name: "پاک کردن فیلترها" }).click();
  await expect(admin.page).not.toHaveURL(/from=/);
  await expect(admin.page.getByText("موردی با این فیلترها پیدا نشد.")).toBeHidden();
  await admin.context.close();
});

test("an order's page: its money and its chat read-only; the admin cancels it with a refund (en, desktop)", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shop = await createShopWithProducts(browser, `Console orchard ${Date.now().toString(36)}`, [
    { name: "Console apples", latin_name: "Console apples", price_toman: 40_000, stock: 10 },
  ]);
  const product = shop.products[0];
  if (!product) throw new Error("the shop has no product");
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await createCustomer(customer);
  await createAddressByApi(customer);
  await creditWallet(customer, 100_000);
  const order = await placeWalletOrder(customer, product.id);
  await writeInOrderChat(customer, order.id, "Please pack them in a crate.");

  const admin = await adminPage(browser, baseURL, "en", desktopViewport);
  await open(admin.page, `/admin/orders/${order.id}`);
  await expect(admin.page.getByText(`Order #${order.id}`, { exact: false }).first()).toBeVisible();
  await expect(admin.page.getByText("Paid from the wallet").first()).toBeVisible();
  await expect(admin.page.getByText("Please pack them in a crate.")).toBeVisible();

  await admin.page.getByRole("button", { name: "Cancel with refund" }).click();
  const dialog = admin.page.getByRole("dialog");
  await dialog.getByLabel("Reason").fill("The shop cannot deliver this week.");
  await dialog.getByRole("button", { name: "Cancel the order" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.page.getByText("Refund").first()).toBeVisible();
  expect((await readWallet(customer)).balance_rials).toBe(1_000_000);
  await admin.context.close();
  await customerContext.close();
});

test("pages the cash-out queue and the reports through the address; the ledger balances in Jalali months (fa, phone)", async ({
  browser,
  baseURL,
  page,
}) => {
  await createCustomer(page, "مشتری صف برداشت");
  await creditWallet(page, 200_000);
  await requestCashOutByApi(page, 30_000, SHEBA);

  const admin = await adminPage(browser, baseURL, "fa", mobileViewport);
  // Page 2 of the queue, newest first, straight from the address.
  await open(admin.page, "/admin/cash-requests?page=2&sort=created_at&order=desc");
  const pager = admin.page.getByRole("navigation", { name: "صفحه‌ها" });
  await expect(pager).toContainText("صفحهٔ ۲");
  await pager.getByRole("button", { name: "قبلی" }).click();
  await expect(admin.page).not.toHaveURL(/page=/);
  await expect(admin.page).toHaveURL(/sort=created_at&order=desc/);
  await expect(
    admin.page.locator("tr").filter({ hasText: "مشتری صف برداشت" }).first(),
  ).toBeVisible();

  // A desk list: every report, page 2, then back to the first page with the tab kept.
  await open(admin.page, "/admin/reports?status=all&page=2");
  await expect(admin.page.getByRole("link", { name: "همه", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(admin.page.getByRole("navigation", { name: "صفحه‌ها" })).toContainText("صفحهٔ ۲");
  await admin.page.getByRole("button", { name: "قبلی" }).click();
  await expect(admin.page).toHaveURL(/\/admin\/reports\?status=all$/);

  // The trial balance sums to zero; revenue is by Jalali month, this one named in Persian.
  await open(admin.page, "/admin/ledger");
  await expect(admin.page.getByText("متوازن", { exact: true })).toBeVisible();
  await expect(admin.page.getByTestId("trial-balance").locator("tfoot")).toContainText("۰ تومان");
  const thisMonth = new Intl.DateTimeFormat("fa-IR-u-ca-persian", {
    month: "long",
    timeZone: "Asia/Tehran",
  }).format(new Date());
  await expect(admin.page.locator("time").filter({ hasText: thisMonth }).last()).toBeVisible();
  await admin.context.close();
});

test("changes the commission and the return window; histories show them, audited (en, desktop)", async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL, "en", desktopViewport);
  const settings = await admin.page.request.get("/api/v1/admin/settings");
  const current = (
    (await settings.json()) as {
      data: Record<"commission_percent" | "return_window_days", { value: number }>;
    }
  ).data;
  await open(admin.page, "/admin/settings");

  // Each setting on its own card: a new value, the history, then back as it was, so other
  // tests settle and return with the configured values.
  const cases = [
    {
      key: "commission_percent",
      card: "Commission",
      field: "New commission (%)",
      original: current.commission_percent.value,
      changed: current.commission_percent.value === 7.25 ? 7.5 : 7.25,
      shown: (value: number) => `${value}%`,
    },
    {
      key: "return_window_days",
      card: "Return window",
      field: "New return window (days)",
      original: current.return_window_days.value,
      changed: current.return_window_days.value === 10 ? 12 : 10,
      shown: (value: number) => `${value} day${value === 1 ? "" : "s"}`,
    },
  ] as const;
  for (const setting of cases) {
    const card = admin.page.getByRole("region", { name: setting.card });
    const field = card.getByLabel(setting.field);
    await field.fill(String(setting.changed));
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByText(`Current: ${setting.shown(setting.changed)}`)).toBeVisible();
    await expect(card.locator("tbody tr").first()).toContainText(setting.shown(setting.changed));
    await field.fill(String(setting.original));
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByText(`Current: ${setting.shown(setting.original)}`)).toBeVisible();
    await expect(card.locator("tbody tr").nth(1)).toContainText(setting.shown(setting.changed));

    await open(admin.page, `/admin/audit?action=setting.${setting.key}`);
    await expect(
      admin.page.getByText(`setting.${setting.key}`, { exact: true }).first(),
    ).toBeVisible();
    await open(admin.page, "/admin/settings");
  }
  await admin.context.close();
});

test("adds an admin by mobile and removes them, both on the audit log (en, desktop)", async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL, "en", desktopViewport);
  const mobile = newMobile();
  await open(admin.page, "/admin/admins");
  await admin.page.getByLabel("Mobile number").fill(mobile);
  await admin.page.getByRole("button", { name: "Add", exact: true }).click();
  const added = admin.page.getByRole("listitem").filter({ hasText: mobile });
  await expect(added).toBeVisible();
  await added.getByRole("button", { name: "Remove" }).click();
  await admin.page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(added).toHaveCount(0);

  await open(admin.page, "/admin/audit?action=admin.");
  await expect(admin.page.getByText("admin.add", { exact: true }).first()).toBeVisible();
  await expect(admin.page.getByText("admin.remove", { exact: true }).first()).toBeVisible();
  await admin.context.close();
});
