import { expect, test } from "./fixtures/test";
import { appVersion, useLanguage, waitForApp } from "./support";

test.describe("language and direction come from the server", () => {
  test("English is the default, left to right from the first byte", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\blang="en"[^>]*\bdir="ltr"/);
    expect(html).toContain("<title>Kesht — farm products marketplace</title>");
  });

  test("the lang=fa cookie gives Persian, right to left, from the first byte", async ({
    request,
  }) => {
    const response = await request.get("/", { headers: { cookie: "lang=fa" } });
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\blang="fa"[^>]*\bdir="rtl"/);
    expect(html).toContain("<title>کشت — بازار محصولات کشاورزی</title>");
    // The version is in the server HTML (the footer) in Persian digits.
    const persianVersion = appVersion.replace(
      /\d/g,
      (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit,
    );
    expect(html).toContain(persianVersion);
  });

  test("an unknown cookie value falls back to English", async ({ request }) => {
    const html = await (await request.get("/", { headers: { cookie: "lang=de" } })).text();
    expect(html).toMatch(/<html[^>]*\blang="en"[^>]*\bdir="ltr"/);
  });
});

test.describe("home page", () => {
  test("in English: hero, how it works, today's rates", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await expect(page).toHaveTitle("Kesht — farm products marketplace");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Fresh from the farm, straight to you",
    );
    await expect(page.getByRole("heading", { name: "How Kesht works" })).toBeVisible();
    for (const role of ["For buyers", "For sellers", "For drivers"]) {
      await expect(page.getByRole("heading", { name: role })).toBeVisible();
    }
    const rates = page.getByRole("region", { name: "Today's rates" }).getByRole("definition");
    await expect(rates.nth(0)).toHaveText(/^[\d,]+ toman$/);
    await expect(rates.nth(1)).toHaveText(/^[\d.]+ dirham$/);
  });

  test("in Persian: title, texts and every number in Persian digits", async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL, "fa");
    await page.goto("/");
    await waitForApp(page);
    await expect(page).toHaveTitle("کشت — بازار محصولات کشاورزی");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "تازه از مزرعه، مستقیم به دست شما",
    );

    // Only Persian digits with the Persian thousands (٬) and decimal (٫) separators.
    const rates = page.getByRole("region", { name: "نرخ‌های امروز" }).getByRole("definition");
    await expect(rates.nth(0)).toHaveText(/^[۰-۹٬]+ تومان$/);
    await expect(rates.nth(1)).toHaveText(/^[۰-۹٫]+ درهم$/);
  });
});

test("the language switch persists across reloads", async ({ page }) => {
  await page.goto("/");
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByRole("button", { name: "فارسی" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "تازه از مزرعه، مستقیم به دست شما",
  );
  await expect(page.getByRole("button", { name: "فارسی" })).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page).toHaveTitle("کشت — بازار محصولات کشاورزی");

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Fresh from the farm, straight to you",
  );
});

test("pages carry security headers and no framework banner", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-powered-by"]).toBeUndefined();
});
