import type { Category } from "@kesht/contracts";
import { expect, type Locator, type Page, test } from "./fixtures/test";
import { useLanguage, waitForApp } from "./support";

/**
 * What a phone's first screen (375 × 667, under a 64 px tab bar) shows on the storefront: the
 * home page's products, the products page's one-row filters with the whole category name, and
 * the categories page's subcategories that have products first.
 */

const phone = { width: 375, height: 667 };
const TAB_BAR = 64;
const firstScreenBottom = phone.height - TAB_BAR;

test.use({ viewport: phone });

async function categoryBySlug(page: Page, slug: string): Promise<Category> {
  const [top, sub] = await Promise.all(
    ["/categories", "/product/sub-categories"].map(async (path) => {
      const response = await page.request.get(`/api/v1${path}`);
      return ((await response.json()) as { data: Category[] }).data;
    }),
  );
  const category = [...(top ?? []), ...(sub ?? [])].find((row) => row.slug === slug);
  if (!category) throw new Error(`no seeded category ${slug}`);
  return category;
}

/** Whether a select shows its chosen option's whole text, next to its arrow. */
function showsWholeChoice(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.selectedOptions[0]?.textContent?.trim() ?? "";
    const arrow = 24;
    const room =
      element.clientWidth -
      Number.parseFloat(style.paddingInlineStart) -
      Number.parseFloat(style.paddingInlineEnd) -
      arrow;
    return context.measureText(text).width <= room;
  });
}

for (const { lang, slug, texts } of [
  {
    lang: "en",
    slug: "flowers-ornamental",
    texts: {
      title: "Flowers & ornamental plants",
      category: "Category",
      filters: "Filters",
      sort: "Sort by",
      cheapest: "Price: low to high",
      discounted: "Discounted products",
    },
  },
  {
    lang: "fa",
    slug: "honey-bee-products",
    texts: {
      title: "عسل و فرآورده‌های زنبور",
      category: "دسته‌بندی",
      filters: "فیلترها",
      sort: "مرتب‌سازی",
      cheapest: "ارزان‌ترین",
      discounted: "محصولات تخفیف‌دار",
    },
  },
] as const) {
  test.describe(`a phone's first screen (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL, lang);
    });

    test("the home page shows a product, name and all", async ({ page }) => {
      test.slow();
      await page.goto("/");
      await waitForApp(page);
      const product = page
        .getByRole("region", { name: texts.discounted })
        .getByRole("article")
        .first();
      const name = product.getByRole("heading");
      await expect(name).toBeVisible();
      const box = await name.boundingBox();
      expect(box, "the first product's name").not.toBeNull();
      expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(
        firstScreenBottom,
      );
    });

    test("the products page keeps its filters to one row, the category name whole", async ({
      page,
    }) => {
      test.slow();
      const category = await categoryBySlug(page, slug);
      await page.goto(`/customer/products?category_id=${category.id}&type=all`);
      await waitForApp(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);

      const filters = page.getByRole("form", {
        name: lang === "en" ? "Filter products" : "فیلتر محصولات",
      });
      const height = (await filters.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
      expect(height, "the filter row's height").toBeLessThanOrEqual(56);
      const select = page.getByLabel(texts.category, { exact: true });
      await expect(select).toHaveValue(String(category.id));
      expect(await showsWholeChoice(select), "the category name fits its box").toBe(true);
      const firstProduct = page.getByRole("article").first();
      const top = (await firstProduct.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      expect(top, "the first product starts on the first screen").toBeLessThan(firstScreenBottom);

      // The other filters wait in a sheet.
      await expect(page.getByLabel(texts.sort)).toBeHidden();
      await page.getByRole("button", { name: texts.filters }).click();
      const sheet = page.getByRole("dialog", { name: texts.filters });
      await expect(sheet).toBeVisible();
      await sheet.getByLabel(texts.sort).selectOption({ label: texts.cheapest });
      await expect(page).toHaveURL(/sort=price_asc/);
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(page.getByRole("button", { name: texts.filters })).toContainText(
        lang === "en" ? "1" : "۱",
      );
    });
  });
}

test("the categories page lists subcategories with products first, the empty ones muted", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await useLanguage(context, baseURL, "fa");
  await page.goto("/customer/categories");
  await waitForApp(page);
  const fruit = page.getByRole("list", { name: "انواع میوه" });
  const links = fruit.getByRole("link");
  await expect(links.first()).toBeVisible();
  const rows = await links.evaluateAll((elements) =>
    elements.map((element) => ({
      isEmpty: (element.textContent ?? "").includes("هنوز محصولی ندارد"),
      color: getComputedStyle(element).color,
    })),
  );
  const firstEmpty = rows.findIndex((row) => row.isEmpty);
  expect(firstEmpty, "fruit has subcategories with and without products").toBeGreaterThan(0);
  expect(
    rows.slice(firstEmpty).every((row) => row.isEmpty),
    "the empty ones come last",
  ).toBe(true);
  expect(rows[firstEmpty]?.color, "the empty ones are muted").not.toBe(rows[0]?.color);
});
