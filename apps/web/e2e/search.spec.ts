import type { Category } from "@kesht/contracts";
import {
  catalogReference,
  createApprovedSeller,
  createProduct,
  pickCategory,
} from "./catalog-helpers";
import { type Browser, expect, type Locator, type Page, test } from "./fixtures/test";
import { desktopViewport, useLanguage, waitForApp } from "./support";

/** SPEC §9 calls 768px the phone breakpoint; 375px is the narrowest common phone. */
const phoneViewport = { width: 375, height: 812 };

const latinLetters = "bcdfghjklmnpqrstvwxz";
const persianLetters = "بپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی";

/** A made-up word no seeded product contains, so its suggestions are exactly ours. */
function randomWord(letters: string, length = 7): string {
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join("");
}

interface Listed {
  category: Category;
  /** A word of the product's latin name. */
  latinWord: string;
  /** A word of the product's Persian name. */
  persianWord: string;
}

/**
 * One product in the honey category, listed by a newly approved shop. The seller signs in in a
 * browser context of its own: the tests browse as anonymous customers.
 */
async function listProduct(browser: Browser): Promise<Listed> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await createApprovedSeller(page);
    const category = pickCategory(await catalogReference(page.request), "honey");
    const latinWord = randomWord(latinLetters);
    const persianWord = randomWord(persianLetters);
    await createProduct(page, {
      name: `عسل ${persianWord}`,
      latin_name: `Honey ${latinWord}`,
      category_id: category.id,
    });
    return { category, latinWord, persianWord };
  } finally {
    await context.close();
  }
}

let listed: Listed;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  listed = await listProduct(browser);
});

/** Every suggestions request the page makes. */
function watchSuggestionRequests(page: Page) {
  const requests: { url: URL }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/v1/search-categories") requests.push({ url });
  });
  return requests;
}

async function openSearch(page: Page, launcherName: string, dialogName: string) {
  await page.getByRole("button", { name: launcherName }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

function queryOf(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname, params: [...url.searchParams.entries()] };
}

async function activeOptionName(field: Locator, dialog: Locator) {
  const id = await field.getAttribute("aria-activedescendant");
  return id ? dialog.locator(`[id="${id}"]`).textContent() : null;
}

test.describe("search overlay", () => {
  test.use({ viewport: desktopViewport });

  test("asks for suggestions once typing pauses for a second and chooses one by keyboard", async ({
    page,
  }) => {
    const { category, latinWord } = listed;
    const requests = watchSuggestionRequests(page);
    await page.goto("/");
    await waitForApp(page);
    const dialog = await openSearch(page, "Search farm products", "Search products");
    const field = dialog.getByRole("combobox", { name: "Search farm products" });
    await expect(field).toBeFocused();

    // Quick typing: each key well inside the second of quiet the field waits for.
    await field.pressSequentially(latinWord, { delay: 80 });
    expect(requests).toEqual([]);
    // Half the quiet second later there is still no request. (A slow machine can only make it
    // later, never earlier; the exact 1000 ms is the debounce unit test's business.)
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);

    const listbox = dialog.getByRole("listbox", { name: "Suggestions" });
    const categoryRow = listbox.getByRole("option", { name: category.title_en });
    await expect(categoryRow).toContainText("1 product");
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      search: latinWord,
      lang: "en",
    });
    await expect(listbox.getByRole("option").first()).toHaveText(
      `Search all products for “${latinWord}”`,
    );
    await expect(dialog.getByRole("status")).toHaveText("1 matching category");

    // Nothing else is asked while the text stays the same.
    await page.waitForTimeout(1500);
    expect(requests).toHaveLength(1);

    await field.press("ArrowDown");
    expect(await activeOptionName(field, dialog)).toBe(`Search all products for “${latinWord}”`);
    await field.press("ArrowDown");
    await expect(categoryRow).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", /.+/);
    expect(await activeOptionName(field, dialog)).toContain(category.title_en);
    await field.press("Enter");

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/customer\/products\?/);
    expect(queryOf(page)).toEqual({
      path: "/customer/products",
      params: [
        ["category_id", String(category.id)],
        ["category_name", category.title_en],
        ["search", latinWord],
        ["type", "all"],
      ],
    });
    // The header box shows what was searched, and opening it again starts from that text.
    const launcher = page.getByRole("button", { name: `Search farm products: ${latinWord}` });
    await expect(launcher).toContainText(latinWord);
    await launcher.click();
    const reopened = page.getByRole("dialog", { name: "Search products" });
    await expect(reopened.getByRole("combobox")).toHaveValue(latinWord);
    await expect(reopened.getByRole("button", { name: latinWord, exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(reopened).toBeHidden();
  });

  test("empty text asks for nothing, Enter on it does nothing and Escape closes", async ({
    page,
  }) => {
    const requests = watchSuggestionRequests(page);
    await page.goto("/");
    await waitForApp(page);
    const dialog = await openSearch(page, "Search farm products", "Search products");
    const field = dialog.getByRole("combobox");

    await field.pressSequentially("ab", { delay: 50 });
    await field.press("Backspace");
    await field.press("Backspace");
    await field.pressSequentially("   ", { delay: 50 });
    await page.waitForTimeout(2500);
    expect(requests).toEqual([]);
    await expect(dialog.getByRole("listbox")).toHaveCount(0);

    await field.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("suggestions empty when the text is erased and on every opening", async ({ page }) => {
    const { category, latinWord } = listed;
    const requests = watchSuggestionRequests(page);
    await page.goto("/");
    await waitForApp(page);
    let dialog = await openSearch(page, "Search farm products", "Search products");
    const field = dialog.getByRole("combobox");
    await field.fill(latinWord);
    await expect(dialog.getByRole("option", { name: category.title_en })).toBeVisible();

    await field.fill("");
    await expect(dialog.getByRole("option")).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(requests).toHaveLength(1);

    await field.fill(latinWord);
    await expect(dialog.getByRole("option", { name: category.title_en })).toBeVisible();
    await dialog.getByRole("button", { name: "Close search" }).click();
    await expect(dialog).toBeHidden();

    dialog = await openSearch(page, "Search farm products", "Search products");
    await expect(dialog.getByRole("combobox")).toHaveValue("");
    await expect(dialog.getByRole("option")).toHaveCount(0);
  });

  test("Enter searches all products, the history keeps each term once and empties", async ({
    page,
  }) => {
    const first = randomWord(latinLetters);
    const second = randomWord(latinLetters);
    await page.goto("/");
    await waitForApp(page);
    let dialog = await openSearch(page, "Search farm products", "Search products");
    await expect(dialog.getByText("Your recent searches will show here.")).toBeVisible();
    await dialog.getByRole("combobox").fill(first);
    await dialog.getByRole("combobox").press("Enter");

    await expect(page).toHaveURL(/\/customer\/products\?/);
    expect(queryOf(page).params).toEqual([
      ["category_id", ""],
      ["category_name", ""],
      ["search", first],
      ["type", "all"],
    ]);

    // The same term again, typed and then chosen from the list: still one entry.
    dialog = await openSearch(page, "Search farm products", "Search products");
    await dialog.getByRole("combobox").fill(first);
    await dialog.getByRole("combobox").press("Enter");
    await expect(dialog).toBeHidden();
    dialog = await openSearch(page, "Search farm products", "Search products");
    await dialog.getByRole("button", { name: first, exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(queryOf(page).params).toContainEqual(["search", first]);

    dialog = await openSearch(page, "Search farm products", "Search products");
    await dialog.getByRole("combobox").fill(second);
    await dialog.getByRole("option", { name: `Search all products for “${second}”` }).click();
    await expect(page).toHaveURL(new RegExp(`search=${second}`));

    dialog = await openSearch(page, "Search farm products", "Search products");
    const recent = dialog.getByRole("region", { name: "Recent searches" });
    await expect(recent.getByRole("button", { name: first, exact: true })).toHaveCount(1);
    // Newest first.
    await expect(recent.getByRole("list").getByRole("button")).toHaveText([second, first]);

    await recent.getByRole("button", { name: "Clear all recent searches" }).click();
    await expect(recent.getByText("Your recent searches will show here.")).toBeVisible();
    await expect(recent.getByRole("button", { name: "Clear all recent searches" })).toHaveCount(0);
  });

  test("the field's × clears, closes and shows every product again", async ({ page }) => {
    const { latinWord } = listed;
    const target = `/customer/products?category_id=&category_name=&search=${latinWord}&type=all`;
    await page.goto(target);
    await waitForApp(page);
    const products = page.getByRole("main").getByRole("article");
    // Filtered by the word: only the product that has it.
    await expect(products).toHaveCount(1);
    const dialog = await openSearch(page, `Search farm products: ${latinWord}`, "Search products");
    const field = dialog.getByRole("combobox");
    await expect(field).toHaveValue(latinWord);
    await field.fill("something else");
    await dialog.getByRole("button", { name: "Clear search text" }).click();

    // SPEC §4: empty values come back, so the list is no longer filtered by the old word.
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(
      /\/customer\/products\?category_id=&category_name=&search=&type=all$/,
    );
    await expect(
      page.getByRole("button", { name: "Search farm products", exact: true }),
    ).toBeVisible();
    await expect.poll(() => products.count()).toBeGreaterThan(1);
    // Nothing was searched, so nothing was remembered.
    await openSearch(page, "Search farm products", "Search products");
    await expect(page.getByText("Your recent searches will show here.")).toBeVisible();
  });

  test("the field's × elsewhere only closes: the page stays as it is", async ({ page }) => {
    await page.goto("/customer/categories");
    await waitForApp(page);
    const dialog = await openSearch(page, "Search farm products", "Search products");
    await dialog.getByRole("combobox").fill("honey");
    await dialog.getByRole("button", { name: "Clear search text" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/customer\/categories$/);
  });
});

test.describe("search overlay in Persian", () => {
  test.use({ viewport: desktopViewport });

  test("suggests categories by their Persian titles and leads to them", async ({
    page,
    context,
    baseURL,
  }) => {
    const { category, persianWord } = listed;
    await useLanguage(context, baseURL, "fa");
    const requests = watchSuggestionRequests(page);
    await page.goto("/");
    await waitForApp(page);
    const dialog = await openSearch(page, "جست‌وجوی محصولات کشاورزی", "جست‌وجوی محصولات");
    const field = dialog.getByRole("combobox", { name: "جست‌وجوی محصولات کشاورزی" });
    await expect(field).toHaveAttribute("dir", "auto");
    await field.pressSequentially(persianWord, { delay: 80 });
    expect(requests).toEqual([]);

    const listbox = dialog.getByRole("listbox", { name: "پیشنهادها" });
    const categoryRow = listbox.getByRole("option", { name: category.title });
    await expect(categoryRow).toContainText("۱ محصول");
    await expect(listbox.getByRole("option").first()).toHaveText(
      `جست‌وجوی همه محصولات برای «${persianWord}»`,
    );
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      search: persianWord,
      lang: "fa",
    });

    await categoryRow.click();
    await expect(page).toHaveURL(/\/customer\/products\?/);
    expect(queryOf(page).params).toEqual([
      ["category_id", String(category.id)],
      ["category_name", category.title],
      ["search", persianWord],
      ["type", "all"],
    ]);
  });
});

test.describe("search overlay on a phone", () => {
  test.use({ viewport: phoneViewport, hasTouch: true });

  test("fills the screen and a tapped suggestion leads to its category", async ({ page }) => {
    const { category, latinWord } = listed;
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("button", { name: "Search farm products" }).tap();
    const dialog = page.getByRole("dialog", { name: "Search products" });
    await expect(dialog).toBeVisible();
    // Polled: when the tap comes before the overlay's code, the stand-in dialog opens first and
    // the overlay takes its place as the code arrives; both must fill the screen.
    await expect
      .poll(() => dialog.boundingBox())
      .toEqual({ x: 0, y: 0, width: phoneViewport.width, height: phoneViewport.height });
    const field = dialog.getByRole("combobox");
    await expect(field).toBeFocused();

    await field.pressSequentially(latinWord, { delay: 60 });
    await dialog.getByRole("option", { name: category.title_en }).tap();
    await expect(page).toHaveURL(/\/customer\/products\?/);
    expect(queryOf(page).params).toEqual([
      ["category_id", String(category.id)],
      ["category_name", category.title_en],
      ["search", latinWord],
      ["type", "all"],
    ]);

    const launcher = page.getByRole("button", { name: `Search farm products: ${latinWord}` });
    await launcher.tap();
    await dialog.getByRole("button", { name: "Close search" }).tap();
    await expect(dialog).toBeHidden();
  });
});
