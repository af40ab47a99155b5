import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicReadCacheControl } from "../../plugins/read-cache";
import type { TestApp } from "../../test/app";
import { type Catalog, createCatalogTestApp } from "../../test/catalog";
import { signInSeller } from "../../test/sign-in";

/**
 * Search as customers use it: Persian typed on Arabic or Persian keyboards, with or without
 * the zero-width non-joiner, Persian or Latin digits, partial words, latin names and typos.
 */
describe("product search and category suggestions", () => {
  let t: TestApp;
  let catalog: Catalog;
  let products: Record<string, number>;

  beforeAll(async () => {
    ({ t, catalog } = await createCatalogTestApp());
    const seller = await signInSeller(t.app);
    const { fruit, apple, citrus, saffron, saffronThreads } = catalog.categories;
    const create = async (
      name: string,
      values: {
        categoryId: number;
        subcategoryId?: number;
        latinName?: string;
        description?: string;
        minutes: number;
      },
    ) => {
      // Written through the seller API, so the stored search document is the service's own.
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/seller/products",
        headers: seller.headers,
        payload: {
          name,
          latin_name: values.latinName,
          description: values.description,
          category_id: values.categoryId,
          subcategory_id: values.subcategoryId ?? null,
          stock: 10,
          stock_type_id: catalog.units.kilogram.id,
          price_toman: 100_000,
          properties:
            values.categoryId === fruit.id
              ? [{ property_id: catalog.properties.harvest.id, value: "2025-10-01" }]
              : [],
        },
      });
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json().data.id as number;
    };
    products = {
      // Arabic yeh and kaf, a ZWNJ inside "سیب‌زمینی" and Persian digits, as pasted text has.
      potato: await create("سيب‌زميني كشت ۲ ساله", {
        categoryId: fruit.id,
        latinName: "Potato Kesht",
        minutes: 5,
      }),
      apple: await create("سیب قرمز", {
        categoryId: fruit.id,
        subcategoryId: apple.id,
        latinName: "Red Apple",
        minutes: 4,
      }),
      orange: await create("پرتقال تامسون شمال", {
        categoryId: fruit.id,
        subcategoryId: citrus.id,
        latinName: "Thomson Orange",
        minutes: 3,
      }),
      saffron: await create("زعفران سرگل قائنات", {
        categoryId: saffron.id,
        subcategoryId: saffronThreads.id,
        latinName: "Qaenat Sargol Saffron",
        minutes: 2,
      }),
      pistachio: await create("پسته اکبری", {
        categoryId: saffron.id,
        latinName: "Akbari pistachio",
        minutes: 1,
      }),
      juice: await create("آبمیوه طبیعی", {
        categoryId: fruit.id,
        description: "فشرده از سیب و گلابی",
        minutes: 0,
      }),
      mandarin: await create("نارنگی شمال", {
        categoryId: fruit.id,
        subcategoryId: citrus.id,
        minutes: 0,
      }),
      kiwi: await create("کیوی شمال", { categoryId: fruit.id, minutes: 0 }),
      tea: await create("چای بهاره شمال", { categoryId: saffron.id, minutes: 0 }),
    };
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1${url}` });
  async function search(text: string): Promise<number[]> {
    const response = await get(`/customer/products?search=${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(200);
    return (response.json().data.items as { id: number }[]).map((item) => item.id);
  }

  it("finds the same products whatever the keyboard, joiner or digits", async () => {
    const forms = [
      "سیب‌زمینی کشت ۲", // Persian letters, ZWNJ, Persian digits
      "سيب‌زميني كشت ٢", // Arabic letters and Arabic-Indic digits
      "سیب زمینی کشت 2", // a space instead of the ZWNJ, Latin digits
      "سیب\u200cزمینی کشت 2",
    ];
    const results = await Promise.all(forms.map(search));
    expect(results[0]).toEqual([products.potato]);
    for (const result of results) expect(result).toEqual(results[0]);
  });

  it("finds a compound word typed without its joiner at all", async () => {
    expect(await search("سیبزمینی")).toEqual([products.potato]);
    expect(await search("سيبزميني")).toEqual([products.potato]);
  });

  it("finds a partial Persian word, at the start or inside a word", async () => {
    expect(await search("پرتق")).toEqual([products.orange]);
    // The saffron first; the other products of "زعفران و ادویه" follow (its title matches).
    expect((await search("عفرا"))[0]).toBe(products.saffron);
  });

  it("finds a latin name, whatever its case", async () => {
    expect(await search("THOMSON")).toEqual([products.orange]);
    expect(await search("qaenat sargol")).toEqual([products.saffron]);
    expect(await search("Pist")).toEqual([products.pistachio]);
  });

  it("finds a word with a one-letter typo", async () => {
    expect(await search("pistacio")).toEqual([products.pistachio]);
    const saffron = await search("زعفرن");
    expect(saffron[0]).toBe(products.saffron);
    expect(saffron.sort()).toEqual([products.saffron, products.pistachio, products.tea].sort());
  });

  it("pages through near misses, and never offers them past the end of real matches", async () => {
    const page = async (text: string, n: number) => {
      const response = await get(
        `/customer/products?search=${encodeURIComponent(text)}&per_page=1&page=${n}`,
      );
      return response.json().data as { items: { id: number }[]; has_more: boolean };
    };
    const typos = [await page("زعفرن", 1), await page("زعفرن", 2), await page("زعفرن", 3)];
    expect(typos.flatMap((p) => p.items.map((item) => item.id)).sort()).toEqual(
      [products.saffron, products.pistachio, products.tea].sort(),
    );
    expect(typos.map((p) => p.has_more)).toEqual([true, true, false]);

    // Once a product is named with the typo itself, the text matches as typed: that product
    // alone, and a second page is the end of the list, not the near misses.
    const seller = await signInSeller(t.app);
    const misspelled = await factories.createProduct(t.db, {
      sellerId: seller.user.id,
      categoryId: catalog.categories.saffron.id,
      stockTypeId: catalog.units.kilogram.id,
      name: "زعفرن فله",
    });
    expect((await page("زعفرن", 1)).items.map((item) => item.id)).toEqual([misspelled.id]);
    expect(await page("زعفرن", 2)).toEqual(expect.objectContaining({ items: [], has_more: false }));
    await t.db
      .update(schema.products)
      .set({ deletedAt: new Date() })
      .where(eq(schema.products.id, misspelled.id));
  });

  it("ranks products named by the text before those that only mention it elsewhere", async () => {
    // "سیب" names the apple as a whole word, and the potato inside one compound word
    // ("سیب‌زمینی"); the juice only mentions it.
    expect(await search("سیب")).toEqual([products.apple, products.potato, products.juice]);
  });

  it("finds products by their category's title in either language", async () => {
    expect((await search("citrus")).sort()).toEqual([products.orange, products.mandarin].sort());
    expect((await search("مرکبات")).sort()).toEqual([products.orange, products.mandarin].sort());
  });

  it("never passes typed operators to the full-text parser", async () => {
    for (const text of ["سیب & !", "a:* | b", "'\\", "(زعفران", "<->", "%", "_"]) {
      const response = await get(`/customer/products?search=${encodeURIComponent(text)}`);
      expect(response.statusCode).toBe(200);
    }
    // LIKE's wildcards are matched literally, not as "anything".
    expect(await search("%%%")).toEqual([]);
    expect(await search("___")).toEqual([]);
  });

  it("combines search with filters and sorts", async () => {
    const { fruit } = catalog.categories;
    const fruitOnly = await get(
      `/customer/products?search=${encodeURIComponent("سیب")}&category_id=${fruit.id}&sort=newest`,
    );
    expect(fruitOnly.json().data.items.map((item: { id: number }) => item.id)).toEqual([
      products.juice,
      products.apple,
      products.potato,
    ]);
  });

  describe("GET /search-categories", () => {
    it("ranks categories by how many listed products match", async () => {
      const { fruit, citrus, saffron } = catalog.categories;
      // "شمال": orange and mandarin (citrus), kiwi (fruit), tea (saffron and spices).
      const response = await get(`/search-categories?search=${encodeURIComponent("شمال")}`);
      expect(response.statusCode).toBe(200);
      // Served from the shared read cache, which a proxy may keep for a second too.
      expect(response.headers["cache-control"]).toBe(publicReadCacheControl);
      expect(response.headers.etag).toBeTruthy();
      expect(response.json().data).toEqual([
        { category_id: fruit.id, title: "میوه", title_en: "Fruit", product_count: 3 },
        { category_id: citrus.id, title: "مرکبات", title_en: "Citrus", product_count: 2 },
        {
          category_id: saffron.id,
          title: "زعفران و ادویه",
          title_en: "Saffron and spices",
          product_count: 1,
        },
      ]);
    });

    it("counts only listed products", async () => {
      const { saffron } = catalog.categories;
      const pending = await signInSeller(t.app, { reviewStatus: "pending_review" });
      for (const values of [{ sellerId: pending.user.id }, { isActive: false }]) {
        await factories.createProduct(t.db, {
          sellerId: (await signInSeller(t.app)).user.id,
          categoryId: saffron.id,
          stockTypeId: catalog.units.kilogram.id,
          name: "زیره کرمان",
          ...values,
        });
      }
      const response = await get(`/search-categories?search=${encodeURIComponent("زیره")}`);
      expect(response.json().data).toEqual([]);
    });

    it("includes categories whose own title matches, even without products", async () => {
      const dates = await factories.createCategory(t.db, {
        nameFa: "خرما و خشکبار",
        nameEn: "Dates and dried fruit",
      });
      const response = await get(`/search-categories?search=${encodeURIComponent("خرما")}`);
      expect(response.json().data).toEqual([
        {
          category_id: dates.id,
          title: "خرما و خشکبار",
          title_en: "Dates and dried fruit",
          product_count: 0,
        },
      ]);
      // By its English title too, and by an Arabic-keyboard spelling of the Persian one.
      for (const text of ["DRIED", "خشكبار"]) {
        const found = await get(`/search-categories?search=${encodeURIComponent(text)}`);
        expect(found.json().data.map((row: { category_id: number }) => row.category_id)).toEqual([
          dates.id,
        ]);
      }
    });

    it("orders ties by the title in the reader's language and returns at most eight", async () => {
      const names = [
        ["ب", "Zeta"],
        ["الف", "Yota"],
        ["پ", "Xi"],
      ] as const;
      const rows = [];
      for (const [fa, en] of names) {
        rows.push(
          await factories.createCategory(t.db, { nameFa: `گروه تست ${fa}`, nameEn: `Test ${en}` }),
        );
      }
      const fa = await get(`/search-categories?search=${encodeURIComponent("گروه تست")}&lang=fa`);
      expect(fa.json().data.map((row: { title: string }) => row.title)).toEqual([
        "گروه تست الف",
        "گروه تست ب",
        "گروه تست پ",
      ]);
      const en = await get(`/search-categories?search=${encodeURIComponent("گروه تست")}&lang=en`);
      expect(en.json().data.map((row: { title_en: string }) => row.title_en)).toEqual([
        "Test Xi",
        "Test Yota",
        "Test Zeta",
      ]);

      for (let index = 0; index < 8; index += 1) {
        await factories.createCategory(t.db, {
          nameFa: `گروه زیاد ${index}`,
          nameEn: `Many ${index}`,
        });
      }
      const capped = await get(`/search-categories?search=${encodeURIComponent("گروه")}`);
      expect(capped.json().data).toHaveLength(8);
    });

    it("asks for a text and a known language", async () => {
      const missing = await get("/search-categories");
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        en: { search: "This field is required." },
        fa: { search: "این فیلد الزامی است." },
      });
      expect((await get("/search-categories?search=a&lang=de")).statusCode).toBe(422);
      expect(
        (await get(`/search-categories?search=${encodeURIComponent("؟!")}`)).json().data,
      ).toEqual([]);
    });
  });
});
