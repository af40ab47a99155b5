import type { Category, CategoryProperty, ProductDetail } from "@kesht/contracts";
import {
  type ApprovedSeller,
  catalogReference,
  createApprovedSeller,
  createProduct,
  pickCategory,
  setProductActive,
  uploadProductImage,
} from "./catalog-helpers";
import { newCustomerWalletOrder } from "./commerce-helpers";
import { type Browser, expect, type Page, test } from "./fixtures/test";
import { desktopViewport, mobileViewport, useLanguage, waitForApp } from "./support";

/**
 * The storefront against a shop approved for this run: its products in the list, on their own
 * pages (with JSON-LD), through the filters, on the shop's page, in the sitemap; and one
 * product taken off sale.
 */

const letters = "bcdfghjklmnpqrstvwxz";
/** A made-up word no seeded product contains, so a search for it finds exactly ours. */
const newTag = () =>
  Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 26) % 20]).join("");
/**
 * This worker's catalogue's word, new each time the catalogue is listed: a worker that comes
 * back to this file after another runs `beforeAll` again, and a second catalogue under the same
 * word showed every product twice in the search.
 */
let tag = newTag();

interface Catalogue {
  seller: ApprovedSeller;
  saffronCategory: Category;
  fruitCategory: Category;
  saffron: ProductDetail;
  apple: ProductDetail;
  honey: ProductDetail;
  /** The seller's signed-in page, kept to list and unlist more in the tests. */
  sellerPage: Page;
}

let catalogue: Catalogue;

async function propertyId(page: Page, categoryId: number, key: string): Promise<number> {
  const response = await page.request.get(`/api/v1/products/properties?category_id=${categoryId}`);
  const properties = ((await response.json()) as { data: CategoryProperty[] }).data;
  const property = properties.find((candidate) => candidate.key === key);
  if (!property) throw new Error(`category ${categoryId} has no property ${key}`);
  return property.id;
}

async function listCatalogue(browser: Browser): Promise<Catalogue> {
  const sellerPage = await (await browser.newContext()).newPage();
  const seller = await createApprovedSeller(sellerPage, `Saffron House ${tag}`);
  const reference = await catalogReference(sellerPage.request);
  const saffronCategory = pickCategory(reference, "saffron");
  const fruitCategory = pickCategory(reference, "fruit");
  const honeyCategory = pickCategory(reference, "honey");
  const saffronSub = reference.subcategories.find((sub) => sub.slug === "saffron");
  const kilogram = reference.stockTypes.find((unit) => unit.code === "kg");

  const saffron = await createProduct(sellerPage, {
    name: `زعفران سرگل ${tag}`,
    latin_name: `Sargol saffron ${tag}`,
    category_id: saffronCategory.id,
    subcategory_id: saffronSub?.id ?? null,
    stock: 12.5,
    stock_type_id: kilogram?.id,
    price_toman: 480_000,
    discount_percent: 10,
    preparation_days: 2,
    description: "زعفران سرگل قائنات، برداشت امسال.",
    latin_description: "This year's Sargol saffron from Qaenat.",
    image_ids: [await uploadProductImage(sellerPage)],
    properties: [
      {
        property_id: await propertyId(sellerPage, saffronCategory.id, "saffron_type"),
        value: "sargol",
      },
      {
        property_id: await propertyId(sellerPage, saffronCategory.id, "coloring_strength"),
        value: "250",
      },
      {
        property_id: await propertyId(sellerPage, saffronCategory.id, "harvest_date"),
        value: "2025-06-15",
      },
    ],
  });
  const apple = await createProduct(sellerPage, {
    name: `سیب قرمز ${tag}`,
    latin_name: `Red apple ${tag}`,
    category_id: fruitCategory.id,
    price_toman: 90_000,
  });
  const honey = await createProduct(sellerPage, {
    name: `عسل کنار ${tag}`,
    latin_name: `Sidr honey ${tag}`,
    category_id: honeyCategory.id,
    price_toman: 650_000,
  });
  return { seller, saffronCategory, fruitCategory, saffron, apple, honey, sellerPage };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  tag = newTag();
  catalogue = await listCatalogue(browser);
});

function searchUrl(extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    category_id: "",
    category_name: "",
    search: tag,
    type: "all",
    ...extra,
  });
  return `/customer/products?${params}`;
}

/** The result grid of the products page, named by its heading. */
function results(page: Page) {
  return page
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .first();
}

test.describe("in English", () => {
  test.use({ viewport: desktopViewport });

  test("a listed product is in the list, and its page shows price, properties and seller", async ({
    page,
  }) => {
    await page.goto(searchUrl());
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${tag}”`);
    const list = results(page);
    await expect(list.getByRole("link", { name: `Sargol saffron ${tag}` })).toBeVisible();
    await expect(list.getByRole("link", { name: `Red apple ${tag}` })).toBeVisible();
    const card = list.getByRole("article").filter({ hasText: `Sargol saffron ${tag}` });
    await expect(card).toContainText("10% off");
    await expect(card).toContainText("432,000 toman");
    await expect(card).toContainText("480,000 toman");
    await expect(card).toContainText("12.5 kilograms in stock");
    await expect(card).toContainText(`Saffron House ${tag}`);

    await card.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/customer/products/${catalogue.saffron.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sargol saffron ${tag}`);
    await expect(page.getByText(`زعفران سرگل ${tag}`)).toBeVisible();
    await expect(page).toHaveTitle(`Sargol saffron ${tag} — Kesht`);

    const price = page.getByRole("region", { name: "Price" });
    await expect(price.getByTestId("product-price")).toHaveText("432,000 toman");
    await expect(price).toContainText("10% off");
    await expect(price).toContainText("480,000 toman");
    // Dollars and dirhams from today's rates.
    await expect(price).toContainText(/≈ \$[\d,.]+ · [\d,.]+ AED/);

    await expect(page.getByText("12.5 kilograms", { exact: true })).toBeVisible();
    await expect(page.getByText("2 days", { exact: true })).toBeVisible();

    const properties = page.getByRole("region", { name: "Specifications" });
    await expect(properties.getByRole("row", { name: /Saffron type/ })).toContainText("Sargol");
    await expect(properties.getByRole("row", { name: /Colouring strength/ })).toContainText(
      "250 units (ISO 3632)",
    );
    await expect(properties.getByRole("row", { name: /Harvest date/ })).toContainText(
      "June 15, 2025",
    );
    await expect(page.getByText("This year's Sargol saffron from Qaenat.")).toBeVisible();

    const seller = page.getByRole("region", { name: "Sold by" });
    await expect(seller).toContainText(`Saffron House ${tag}`);
    await expect(seller.getByRole("link", { name: /Visit the shop/ })).toHaveAttribute(
      "href",
      `/customer/shops/${catalogue.seller.id}`,
    );

    // The photo gallery: the cover is drawn from the stored renditions.
    await expect(page.getByRole("img", { name: `Sargol saffron ${tag}` })).toHaveAttribute(
      "src",
      /\/api\/v1\/files\/.+\.webp/,
    );

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "",
    );
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: `Sargol saffron ${tag}`,
      sku: String(catalogue.saffron.id),
      brand: { name: `Saffron House ${tag}` },
      offers: {
        "@type": "Offer",
        price: 4_320_000,
        priceCurrency: "IRR",
        availability: "https://schema.org/InStock",
      },
    });
    expect(jsonLd.offers.url).toMatch(new RegExp(`/customer/products/${catalogue.saffron.id}$`));
    expect(jsonLd.image[0]).toMatch(/^https?:\/\/.+\/api\/v1\/files\//);
  });

  test("filters change the URL and the results, and can be cleared", async ({ page }) => {
    await page.goto(searchUrl());
    await waitForApp(page);
    const list = results(page);
    await expect(list.getByRole("article")).toHaveCount(3);

    await page.getByLabel("Category").selectOption({ label: "Saffron & spices" });
    await expect(page).toHaveURL(
      new RegExp(`category_id=${catalogue.saffronCategory.id}&category_name=Saffron`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Results for “${tag}” in Saffron & spices`,
    );
    await expect(list.getByRole("article")).toHaveCount(1);
    await expect(list.getByRole("link", { name: `Sargol saffron ${tag}` })).toBeVisible();

    await page.getByLabel("Category").selectOption({ label: "All categories" });
    await expect(list.getByRole("article")).toHaveCount(3);
    await page.getByLabel("Discounted only").check();
    await expect(page).toHaveURL(/type=discounted/);
    await expect(list.getByRole("article")).toHaveCount(1);
    await expect(list.getByRole("link", { name: `Sargol saffron ${tag}` })).toBeVisible();
    await page.getByLabel("Discounted only").uncheck();
    await expect(page).toHaveURL(/type=all/);

    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(list.getByRole("article").first()).toContainText(`Red apple ${tag}`);
    await page.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
    await expect(list.getByRole("article").first()).toContainText(`Sidr honey ${tag}`);

    await page.getByLabel("Min price (toman)").fill("100000");
    await page.getByLabel("Max price (toman)").fill("500000");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/min_price=100000&max_price=500000/);
    await expect(list.getByRole("article")).toHaveCount(1);
    await expect(list.getByRole("link", { name: `Sargol saffron ${tag}` })).toBeVisible();

    // A shared link opens the same filtered list.
    await page.goto(page.url());
    await expect(results(page).getByRole("article")).toHaveCount(1);
    await expect(page.getByLabel("Min price (toman)")).toHaveValue("100000");
    await expect(page.getByLabel("Sort by")).toHaveValue("price_desc");

    await page.getByLabel("Min price (toman)").fill("900000000");
    await page.getByLabel("Max price (toman)").fill("");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("heading", { name: "No products match" })).toBeVisible();
    await page.getByRole("link", { name: "Clear all filters" }).first().click();
    await expect(page).toHaveURL(
      /\/customer\/products\?category_id=&category_name=&search=&type=all$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All products");
  });

  test("the full list grows with Load more, and pages by link without JavaScript", async ({
    page,
    browser,
  }) => {
    await page.goto("/customer/products");
    await waitForApp(page);
    const list = results(page);
    await expect(list.getByRole("article")).toHaveCount(20);
    const loadMore = page.getByRole("link", { name: "Load more" });
    await expect(loadMore).toHaveAttribute("href", /page=2$/);
    await loadMore.click();
    await expect(list.getByRole("article")).toHaveCount(40);
    await expect(page).toHaveURL(/\/customer\/products$/);
    await expect(page.getByRole("link", { name: "Load more" })).toHaveAttribute("href", /page=3$/);

    // Without scripts (some crawlers, some browsers) the page is whole and the next page a link.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto("/customer/products");
    await plain.getByRole("link", { name: "Load more" }).click();
    await expect(plain).toHaveURL(/page=2$/);
    await expect(results(plain).getByRole("article")).toHaveCount(20);
    await expect(plain.getByRole("link", { name: "Previous page" })).toBeVisible();
    await noScript.close();
  });

  test("search finds a product by part of a Persian word, in Arabic letters, run together and by its latin name", async ({
    page,
  }) => {
    // A made-up Persian word with a yeh and a kaf, so the Arabic-letter spelling differs.
    const persianLetters = "بپتجچدرزسشفقلمن";
    const made = Array.from(
      { length: 5 },
      () => persianLetters[Math.floor(Math.random() * persianLetters.length)],
    ).join("");
    const word = `ک${made}ی`;
    const mulberry = await createProduct(catalogue.sellerPage, {
      name: `شاه‌توت ${word}`,
      latin_name: `White Mulberry ${tag}`,
      category_id: catalogue.fruitCategory.id,
      price_toman: 130_000,
    });
    const card = page.locator(`a[href="/customer/products/${mulberry.id}"]`).first();
    const searches = [
      word.slice(0, 4), // the start of the word
      word.replace("ک", "\u0643").replace("ی", "\u064A"), // typed with Arabic kaf and yeh
      `شاهتوت ${word}`, // the compound without its joiner
      `white mulberry ${tag}`, // the latin name, in any case
    ];
    for (const search of searches) {
      await page.goto(searchUrl({ search }));
      await expect(card, `searching for ${search}`).toBeVisible();
    }
  });

  test("a product taken off sale leaves the list and its page answers 404", async ({ page }) => {
    const thyme = await createProduct(catalogue.sellerPage, {
      name: `آویشن کوهی ${tag}`,
      latin_name: `Wild thyme ${tag}`,
      price_toman: 70_000,
    });
    await page.goto(searchUrl());
    await expect(results(page).getByRole("link", { name: `Wild thyme ${tag}` })).toBeVisible();
    expect((await page.goto(`/customer/products/${thyme.id}`))?.status()).toBe(200);

    await setProductActive(catalogue.sellerPage, thyme.id, false);
    await page.goto(searchUrl());
    await expect(results(page).getByRole("link", { name: `Sargol saffron ${tag}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Wild thyme ${tag}` })).toHaveCount(0);
    const response = await page.goto(`/customer/products/${thyme.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("the next visitor gets the page the last one got, until a purchase changes its stock", async ({
    page,
    browser,
  }) => {
    const basil = await createProduct(catalogue.sellerPage, {
      name: `ریحان ${tag}`,
      latin_name: `Basil ${tag}`,
      price_toman: 40_000,
      stock: 10,
    });
    /** Visits the page as a new visitor and answers whether it was a copy. */
    const visit = async (left: number) => {
      const answer = await page.goto(`/customer/products/${basil.id}`);
      await expect(page.getByText(`${left} kilograms`, { exact: true })).toBeVisible();
      return answer?.headers()["x-page-copy"];
    };
    // A render is kept only when no catalogue change notice came in while it was made, and the
    // seller's product (like other tests' changes at the same time) sends one just after its
    // answer: so the next visitors are asked for until one of them got a copy.
    const visitUntilCopied = (left: number) =>
      expect.poll(() => visit(left), { timeout: 20_000 }).toBe("reused");
    expect(await visit(10)).toBeUndefined();
    await visitUntilCopied(10);

    const customer = await browser.newContext();
    await newCustomerWalletOrder(await customer.newPage(), basil.id, { count: 3 });
    await customer.close();
    expect(await visit(7)).toBeUndefined();
    await visitUntilCopied(7);
  });

  test("the shop's page lists its products; the shops list finds it", async ({ page }) => {
    await page.goto(`/customer/shops?search=${encodeURIComponent(tag)}`);
    await waitForApp(page);
    await page.getByRole("link", { name: `Saffron House ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/shops/${catalogue.seller.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Saffron House ${tag}`);
    await expect(page).toHaveTitle(`Saffron House ${tag} — Kesht`);
    const products = page.getByRole("region", { name: `Products of Saffron House ${tag}` });
    await expect(products.getByRole("link", { name: `Sargol saffron ${tag}` })).toBeVisible();
    await expect(products.getByRole("link", { name: `Red apple ${tag}` })).toBeVisible();
    await expect(
      page.getByRole("img", { name: /Saffron House .*: The shop, photo 1/ }),
    ).toBeVisible();

    expect((await page.goto("/customer/shops/999999999"))?.status()).toBe(404);
  });

  test("robots.txt keeps crawlers out of accounts; the sitemap lists the product", async ({
    request,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const rules = await robots.text();
    expect(rules).toContain("Allow: /");
    for (const path of [
      "/shop",
      "/admin",
      "/auth",
      "/customer/cart",
      "/customer/profile",
      "/api",
    ]) {
      expect(rules).toContain(`Disallow: ${path}\n`);
    }
    expect(rules).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("<urlset");
    expect(xml).toMatch(
      new RegExp(`<loc>https?://[^<]+/customer/products/${catalogue.saffron.id}</loc>`),
    );
    expect(xml).toMatch(
      new RegExp(`<loc>https?://[^<]+/customer/shops/${catalogue.seller.id}</loc>`),
    );
    expect(xml).toContain(`category_id=${catalogue.saffronCategory.id}&amp;category_name=`);
  });

  test("the home page shows banners, categories and products", async ({ page }) => {
    // Pages fetched ahead by the router: only for a link someone points at (decision 049).
    const fetchedAhead: string[] = [];
    // The font is asked for once, under the stylesheet's one address (it is not preloaded,
    // decision 051).
    const fontAddresses = new Set<string>();
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"]) fetchedAhead.push(request.url());
      if (request.resourceType() === "font") fontAddresses.add(request.url());
    });
    await page.goto("/");
    await waitForApp(page);
    const banners = page.getByRole("region", { name: "Featured" });
    await expect(banners.getByRole("group").first()).toBeVisible();
    await expect(banners.getByRole("group").first()).toHaveAttribute("aria-label", /^1 of \d+$/);
    await page.waitForLoadState("networkidle");
    expect(fetchedAhead).toEqual([]);
    expect([...fontAddresses]).toEqual([expect.stringMatching(/\/vazirmatn-[^/]+\.woff2$/)]);

    const categories = page.getByRole("region", { name: "Shop by category" });
    const saffron = categories.getByRole("link", { name: /Saffron & spices/ });
    const fetchingAhead = page.waitForRequest(
      (request) =>
        Boolean(request.headers()["next-router-prefetch"]) &&
        request.url().includes(`category_id=${catalogue.saffronCategory.id}&`),
    );
    await saffron.hover();
    await fetchingAhead;
    await saffron.click();
    await expect(page).toHaveURL(
      new RegExp(
        `/customer/products\\?category_id=${catalogue.saffronCategory.id}&category_name=Saffron\\+%26\\+spices&search=&type=all$`,
      ),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saffron & spices");

    await page.goto("/");
    await expect(
      page.getByRole("region", { name: "Discounted products" }).getByRole("article").first(),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Newest products" }).getByRole("article").first(),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Shops" }).getByRole("article").first(),
    ).toBeVisible();
  });
});

test.describe("in Persian", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLanguage(context, baseURL, "fa");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: mobileViewport });

    test("the product page speaks Persian: name, toman in Persian digits, Solar Hijri dates", async ({
      page,
    }) => {
      await page.goto(`/customer/products/${catalogue.saffron.id}`);
      await waitForApp(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`زعفران سرگل ${tag}`);
      await expect(page.getByText(`Sargol saffron ${tag}`)).toBeVisible();
      const price = page.getByRole("region", { name: "قیمت" });
      await expect(price.getByTestId("product-price")).toHaveText("۴۳۲٬۰۰۰ تومان");
      await expect(price).toContainText("۱۰٪ تخفیف");
      await expect(price).toContainText("۴۸۰٬۰۰۰ تومان");
      await expect(page.getByText("۱۲٫۵ کیلوگرم", { exact: true })).toBeVisible();
      // React Aria's stepper takes over when its field is focused, outside any section's frame,
      // and still counts in Persian: its own scope gives it the page's language.
      await price.getByRole("group").getByRole("textbox").focus();
      const stepper = price.locator('[role="group"][data-rac]');
      await stepper.getByRole("button").last().click();
      await expect(stepper.getByRole("textbox")).toHaveValue("۱٫۵");

      const properties = page.getByRole("region", { name: "مشخصات" });
      await expect(properties.getByRole("row", { name: /نوع زعفران/ })).toContainText("سرگل");
      await expect(properties.getByRole("row", { name: /قدرت رنگ‌دهی/ })).toContainText("۲۵۰");
      // 15 June 2025 is 25 Khordad 1404.
      await expect(properties.getByRole("row", { name: /تاریخ برداشت/ })).toContainText(
        "۲۵ خرداد ۱۴۰۴",
      );
      await expect(page.getByText("زعفران سرگل قائنات، برداشت امسال.")).toBeVisible();
      await expect(page.getByRole("region", { name: "فروشنده" })).toContainText(
        `Saffron House ${tag}`,
      );

      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "",
      );
      expect(jsonLd.name).toBe(`زعفران سرگل ${tag}`);
      expect(jsonLd.offers.price).toBe(4_320_000);
    });

    test("the categories page leads to the filtered list, in Persian", async ({ page }) => {
      await page.goto("/customer/categories");
      await waitForApp(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("دسته‌بندی‌ها");
      await page.getByRole("link", { name: "زعفران و ادویه", exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(
          `/customer/products\\?category_id=${catalogue.saffronCategory.id}&category_name=.+&search=&type=all$`,
        ),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("زعفران و ادویه");
      await expect(page.getByLabel("دسته‌بندی")).toHaveValue(String(catalogue.saffronCategory.id));
    });
  });

  test("the list and its filters work in Persian", async ({ page }) => {
    await page.goto(searchUrl());
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`نتایج جست‌وجوی «${tag}»`);
    const list = results(page);
    const card = list.getByRole("article").filter({ hasText: `زعفران سرگل ${tag}` });
    await expect(card).toContainText("۴۳۲٬۰۰۰ تومان");
    await expect(card).toContainText("۱۰٪ تخفیف");
    await page.getByLabel("فقط تخفیف‌دارها").check();
    await expect(page).toHaveURL(/type=discounted/);
    await expect(list.getByRole("article")).toHaveCount(1);
    await page.getByLabel("دسته‌بندی").selectOption({ label: "میوه" });
    await expect(page).toHaveURL(new RegExp(`category_id=${catalogue.fruitCategory.id}`));
    await expect(page.getByRole("heading", { name: "محصولی پیدا نشد" })).toBeVisible();
  });

  test("the home page shows banners and categories in Persian", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await expect(
      page.getByRole("region", { name: "ویژه" }).getByRole("group").first(),
    ).toBeVisible();
    const categories = page.getByRole("region", { name: "خرید بر اساس دسته‌بندی" });
    await expect(categories.getByRole("link", { name: /زعفران و ادویه/ })).toBeVisible();
    await expect(categories.getByRole("link", { name: /زعفران و ادویه/ })).toContainText(
      /[۰-۹]+ محصول/,
    );
  });
});
