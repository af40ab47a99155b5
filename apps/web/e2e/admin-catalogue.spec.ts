import type { AdminCategoryDetail, Conversion } from "@kesht/contracts";
import { adminApi, createApprovedSeller, createProduct } from "./catalog-helpers";
import { type Browser, expect, type Page, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, waitForApp } from "./support";

/*
 * The admin console's catalogue, rates and content, end to end: what an admin adds or edits
 * in the console shows on the storefront at once, and an edit shows in the audit log. The
 * other actions' audit records are checked by the API's integration tests (admin-catalogue,
 * rates.admin, content.admin).
 */

const tag = Date.now().toString(36);
const fixture = new URL("./fixtures/farm.jpg", import.meta.url).pathname;

async function openAs(
  browser: Browser,
  baseURL: string | undefined,
  lang: "en" | "fa",
  who: "admin" | "visitor",
  viewport = desktopViewport,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    ...(who === "admin" ? { storageState: await (await adminApi()).storageState() } : {}),
  });
  if (!baseURL) throw new Error("the Playwright config must set baseURL");
  // As support's useLanguage does: a returning visitor whose `lang` cookie is set.
  await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
  return context.newPage();
}

test.describe
  .serial("the admin's catalogue", () => {
    let productId = 0;
    let categoryId = 0;

    test("an admin adds a category with a property and a banner; the storefront shows both (English)", async ({
      browser,
      baseURL,
    }) => {
      test.slow();
      const admin = await openAs(browser, baseURL, "en", "admin");
      await admin.goto("/admin/categories");
      await waitForApp(admin);
      const add = admin.getByRole("region", { name: "Add a category" });
      await add.getByLabel("Title in Persian", { exact: true }).fill(`خشکبار ${tag}`);
      await add.getByLabel("Title in English", { exact: true }).fill(`Dried fruit ${tag}`);
      await add.getByRole("button", { name: "Add a category" }).click();
      // The list pages; its search (kept in the address) finds the new one on any page.
      await admin.getByRole("searchbox", { name: "Find" }).fill(tag);
      await expect(admin).toHaveURL(new RegExp(`q=${tag}`));
      await admin.getByRole("link", { name: `Dried fruit ${tag}` }).click();
      await expect(admin).toHaveURL(/\/admin\/categories\/\d+$/);
      categoryId = Number(admin.url().split("/").pop());

      const properties = admin.getByRole("region", { name: "Properties" });
      await properties.getByLabel("Key (latin letters, digits, _)").fill("origin");
      await properties.getByLabel("Title in Persian", { exact: true }).fill("خاستگاه");
      await properties.getByLabel("Title in English", { exact: true }).fill("Origin");
      await properties.getByRole("button", { name: "Add a property" }).click();
      await expect(properties.getByTestId("admin-property")).toContainText("Origin");

      // A shop lists a product in the new category, describing it by the new property.
      const api = await adminApi();
      const detail = (await (await api.get(`/api/v1/admin/categories/${categoryId}`)).json())
        .data as AdminCategoryDetail;
      const origin = detail.properties.find((property) => property.key === "origin");
      if (!origin) throw new Error("the new property is missing");
      const sellerPage = await (await browser.newContext()).newPage();
      await createApprovedSeller(sellerPage);
      const product = await createProduct(sellerPage, {
        name: `Dried figs ${tag}`,
        category_id: categoryId,
        properties: [{ property_id: origin.id, value: "Estahban" }],
      });
      productId = product.id;

      const visitor = await openAs(browser, baseURL, "en", "visitor");
      await visitor.goto("/customer/categories");
      await waitForApp(visitor);
      await expect(visitor.getByText(`Dried fruit ${tag}`)).toBeVisible();
      await visitor.goto(`/customer/products/${productId}`);
      const specifications = visitor.getByRole("region", { name: "Specifications" });
      await expect(specifications.getByRole("row", { name: /Origin/ })).toContainText("Estahban");

      await admin.goto("/admin/banners");
      await waitForApp(admin);
      const banner = admin.getByRole("region", { name: "Add a banner" });
      await banner.getByLabel("Image").setInputFiles(fixture);
      await expect(banner.locator("img")).toBeVisible();
      await banner.getByLabel("Title in Persian", { exact: true }).fill(`برداشت پاییزه ${tag}`);
      await banner.getByLabel("Title in English", { exact: true }).fill(`Autumn harvest ${tag}`);
      await banner.getByRole("button", { name: "Add a banner" }).click();
      await admin.getByRole("searchbox", { name: "Find" }).fill(tag);
      await expect(
        admin.getByTestId("admin-banner").filter({ hasText: `Autumn harvest ${tag}` }),
      ).toBeVisible();

      await visitor.goto("/");
      await waitForApp(visitor);
      await expect(
        visitor.getByRole("region", { name: "Featured" }).getByText(`Autumn harvest ${tag}`),
      ).toBeAttached();
    });

    test("a new dirham rate reaches the product page, and Persian terms reach /terms (Persian)", async ({
      browser,
      baseURL,
    }) => {
      test.slow();
      const admin = await openAs(browser, baseURL, "fa", "admin");
      await admin.goto("/admin/rates");
      await waitForApp(admin);
      const rate = Math.round((3.6 + Math.random() / 10) * 10_000) / 10_000;
      const aedCard = admin.getByRole("region", { name: "دلار آمریکا ← درهم امارات" });
      await aedCard.getByLabel("نرخ تازه").fill(String(rate));
      await aedCard.getByRole("button", { name: "ثبت نرخ" }).click();
      const persianRate = new Intl.NumberFormat("fa", { maximumFractionDigits: 6 }).format(rate);
      await expect(admin.getByTestId("current-rate-USD_AED")).toContainText(persianRate);

      // The product page converts with the newest rates: 250,000 toman in dollars, then dirhams.
      const toRial = (await (await admin.request.get("/api/v1/convert/usd-to-rial?usd=1")).json())
        .data as Conversion;
      const aed = ((250_000 * 10) / toRial.unit_rate) * rate;
      const expectedAed = new Intl.NumberFormat("en", { maximumFractionDigits: 2 }).format(aed);
      const visitor = await openAs(browser, baseURL, "en", "visitor");
      await visitor.goto(`/customer/products/${productId}`);
      await waitForApp(visitor);
      await expect(visitor.getByRole("region", { name: "Price" })).toContainText(
        `· ${expectedAed} AED`,
      );

      await admin.goto("/admin/content/app_terms");
      await waitForApp(admin);
      const editor = admin.getByRole("textbox", { name: "متن فارسی" });
      await editor.click();
      await admin.keyboard.press("Control+End");
      await admin.keyboard.press("Enter");
      await admin.keyboard.type(`بند آزمایشی ${tag}`);
      await admin.getByRole("button", { name: "ذخیره" }).click();
      await expect(admin.getByText("صفحه ذخیره شد.")).toBeVisible();

      const reader = await openAs(browser, baseURL, "fa", "visitor");
      await reader.goto("/terms");
      await waitForApp(reader);
      await expect(reader.getByText(`بند آزمایشی ${tag}`)).toBeVisible();
    });

    test("an admin renames a category on a phone; the storefront and the audit log show it (Persian)", async ({
      browser,
      baseURL,
    }) => {
      test.slow(); // an admin and a visitor, three pages between them
      const admin = await openAs(browser, baseURL, "fa", "admin", mobileViewport);
      await admin.goto(`/admin/categories?q=${tag}&status=active`);
      await waitForApp(admin);
      await admin.getByRole("button", { name: `ویرایش «خشکبار ${tag}»` }).click();
      const dialog = admin.getByRole("dialog");
      await dialog.getByLabel("عنوان فارسی", { exact: true }).fill(`آجیل ${tag}`);
      await dialog.getByLabel("عنوان انگلیسی", { exact: true }).fill(`Nuts ${tag}`);
      await dialog.getByRole("button", { name: "ذخیره" }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByRole("link", { name: `آجیل ${tag}` })).toBeVisible();

      const visitor = await openAs(browser, baseURL, "fa", "visitor", mobileViewport);
      await visitor.goto("/customer/categories");
      await waitForApp(visitor);
      await expect(visitor.getByText(`آجیل ${tag}`)).toBeVisible();
      await expect(visitor.getByText(`خشکبار ${tag}`)).toHaveCount(0);

      await admin.goto(`/admin/audit?action=category.update&target_kind=category`);
      await waitForApp(admin);
      // The target is named in the page's language and digits.
      const idInPersian = String(categoryId).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)] ?? d);
      await expect(admin.getByText(`دسته‌بندی #${idInPersian}`).first()).toBeVisible();
    });

    test("an admin edits a banner's link and schedule; the audit log shows the change (English)", async ({
      browser,
      baseURL,
    }) => {
      test.slow();
      const admin = await openAs(browser, baseURL, "en", "admin");
      await admin.goto(`/admin/banners?q=${tag}`);
      await waitForApp(admin);
      await admin.getByRole("button", { name: `Edit “Autumn harvest ${tag}”` }).click();
      const dialog = admin.getByRole("dialog");
      const link = `https://example.com/harvest-${tag}`;
      await dialog.getByLabel(/^Link/).fill(link);
      await dialog.getByLabel("Shown until (optional)").fill("2031-03-20T12:00");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();
      const row = admin.getByRole("row").filter({ hasText: `Autumn harvest ${tag}` });
      await expect(row).toContainText(link);
      await expect(row).toContainText("2031");

      await admin.goto("/admin/audit?action=banner.update&target_kind=banner");
      await waitForApp(admin);
      const entry = admin.getByRole("row").filter({ hasText: "banner.update" }).first();
      await entry.getByText("Show", { exact: true }).click();
      await expect(entry).toContainText(link);
    });
  });
