import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import {
  type Catalog,
  createCatalogTestApp,
  createCultivarProperty,
  fruitBody,
  uploadProductImage,
} from "../../test/catalog";
import { makePng, uploadId } from "../../test/files";
import { signIn, signInSeller } from "../../test/sign-in";

describe("a seller's own products", () => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    ({ t, catalog } = await createCatalogTestApp());
  });
  afterAll(() => t.close());

  type Method = "GET" | "POST" | "PUT" | "DELETE";
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  async function create(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
    const response = await call("POST", "/seller/products", headers, fruitBody(catalog, overrides));
    if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
    return response.json().data as { id: number } & Record<string, unknown>;
  }

  /** Field errors, checking that every field has a message in both languages. */
  function fieldErrors(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as {
      errors: { en: Record<string, string>; fa: Record<string, string> };
    };
    expect(Object.keys(errors.fa).sort()).toEqual(Object.keys(errors.en).sort());
    for (const text of [...Object.values(errors.en), ...Object.values(errors.fa)]) {
      expect(text.length).toBeGreaterThan(0);
    }
    return errors;
  }

  it("creates, reads, edits, deactivates, reactivates and deletes a product with images and properties", async () => {
    const seller = await signInSeller(t.app);
    const [first, second, third] = [
      await uploadProductImage(t.app, seller.headers),
      await uploadProductImage(t.app, seller.headers, [800, 600]),
      await uploadProductImage(t.app, seller.headers, [300, 300]),
    ];
    const { properties, categories, units } = catalog;

    const created = await call(
      "POST",
      "/seller/products",
      seller.headers,
      fruitBody(catalog, {
        price_toman: "۸۵٬۰۰۰",
        discount_percent: 15,
        image_ids: [first, second],
        properties: [
          { property_id: properties.variety.id, value: "گلاب کهنز" },
          { property_id: properties.grade.id, value: "premium" },
          { property_id: properties.sugar.id, value: "۱۲٫۵" },
          { property_id: properties.harvest.id, value: "2025-10-01" },
        ],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.headers["cache-control"]).toBe("private, no-store");
    const product = created.json().data;
    expect(created.json().messages).toEqual({
      en: "The product was added.",
      fa: "محصول افزوده شد.",
    });
    expect(product).toMatchObject({
      name: "سیب قرمز دماوند",
      latin_name: "Damavand red apple",
      category: { id: categories.fruit.id, title: "میوه", title_en: "Fruit" },
      subcategory: { id: categories.apple.id, title: "سیب", title_en: "Apple" },
      stock: 250.5,
      stock_type: { id: units.kilogram.id, title: "کیلوگرم", title_en: "Kilogram" },
      price_rials: 850_000,
      discount_percent: 15,
      // 85,000 toman less 15% is 72,250 toman.
      discounted_price_rials: 722_500,
      preparation_days: 2,
      is_active: true,
      seller: { id: seller.user.id, store_name: seller.shop.storeName },
    });
    expect(product.images.map((image: { id: string }) => image.id)).toEqual([first, second]);
    expect(product.image.id).toBe(first);
    expect(product.image.url).toMatch(/^\/api\/v1\/files\//);
    expect(product.properties).toEqual([
      expect.objectContaining({ key: "variety", value: "گلاب کهنز", value_title: "گلاب کهنز" }),
      expect.objectContaining({
        key: "grade",
        kind: "select",
        value: "premium",
        value_title: "ممتاز",
        value_title_en: "Premium",
      }),
      expect.objectContaining({ key: "sugar", value: "12.5", unit: "درصد", unit_en: "%" }),
      expect.objectContaining({ key: "harvest_date", value: "2025-10-01" }),
    ]);

    const read = await call("GET", `/seller/products/${product.id}`, seller.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(product);

    // The search document names the category, the subcategory and the grade in both languages.
    const [stored] = await t.db
      .select({ document: schema.products.searchDocument })
      .from(schema.products)
      .where(eq(schema.products.id, product.id));
    expect(stored?.document).toContain("damavand red apple");
    expect(stored?.document).toContain("fruit");
    expect(stored?.document).toContain("ممتاز");
    expect(stored?.document).toContain("premium");

    const edited = await call(
      "PUT",
      `/seller/products/${product.id}`,
      seller.headers,
      fruitBody(catalog, {
        name: "سیب زرد",
        subcategory_id: null,
        stock: 12,
        stock_type_id: units.crate.id,
        price_toman: 99_999,
        discount_percent: 33,
        image_ids: [third, first],
        properties: [{ property_id: properties.harvest.id, value: "2025-09-20" }],
      }),
    );
    expect(edited.statusCode).toBe(200);
    const after = edited.json().data;
    expect(after).toMatchObject({
      name: "سیب زرد",
      subcategory: null,
      subcategory_id: null,
      stock: 12,
      stock_type: { id: units.crate.id },
      price_rials: 999_990,
      // 99,999 × 0.67 = 66,999.33 → 66,999 toman.
      discounted_price_rials: 669_990,
    });
    expect(after.images.map((image: { id: string }) => image.id)).toEqual([third, first]);
    expect(after.properties.map((p: { key: string }) => p.key)).toEqual(["harvest_date"]);
    expect(new Date(after.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(product.updated_at).getTime(),
    );
    // The photo taken off the product is deleted with its bytes; the others are still served.
    const fetchFile = (url: string) => t.app.inject({ method: "GET", url });
    expect((await fetchFile(after.images[0].url)).statusCode).toBe(200);
    expect((await fetchFile(after.images[1].url)).statusCode).toBe(200);
    expect((await fetchFile(product.images[1].url)).statusCode).toBe(404);

    const off = await call("PUT", `/seller/products/${product.id}/active`, seller.headers, {
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.is_active).toBe(false);
    expect(off.json().messages.en).toBe("The product is inactive.");
    const on = await call("PUT", `/seller/products/${product.id}/active`, seller.headers, {
      active: true,
    });
    expect(on.json().data.is_active).toBe(true);

    const deleted = await call("DELETE", `/seller/products/${product.id}`, seller.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: product.id });
    expect((await call("GET", `/seller/products/${product.id}`, seller.headers)).statusCode).toBe(
      404,
    );
    const again = await call("DELETE", `/seller/products/${product.id}`, seller.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().messages.en).toBe("This product was not found.");
    const list = await call("GET", "/seller/products", seller.headers);
    expect(list.json().data.items).toEqual([]);
  });

  it("rounds the discounted price to a whole toman and never below one toman", async () => {
    const seller = await signInSeller(t.app);
    const cheap = await create(seller.headers, { price_toman: 1, discount_percent: 90 });
    expect(cheap).toMatchObject({ price_rials: 10, discounted_price_rials: 10 });
    const half = await create(seller.headers, { price_toman: 5, discount_percent: 50 });
    // 2.5 toman rounds up to 3.
    expect(half).toMatchObject({ price_rials: 50, discounted_price_rials: 30 });
  });

  it("lets a shop waiting for review write products, and lists only its own, newest first", async () => {
    const pending = await signInSeller(t.app, { reviewStatus: "pending_review" });
    const other = await signInSeller(t.app);
    const older = await create(pending.headers, { name: "انار ساوه" });
    const newer = await create(pending.headers, { name: "انار شیرین" });
    await create(other.headers, { name: "انار دیگری" });
    await call("PUT", `/seller/products/${older.id}/active`, pending.headers, { active: false });

    const all = await call("GET", "/seller/products", pending.headers);
    expect(all.statusCode).toBe(200);
    expect(all.headers["cache-control"]).toBe("private, no-store");
    expect(all.json().data).toMatchObject({ page: 1, per_page: 24, has_more: false });
    expect(all.json().data.items.map((item: { id: number }) => item.id)).toEqual([
      newer.id,
      older.id,
    ]);
    const active = await call("GET", "/seller/products?status=active", pending.headers);
    expect(active.json().data.items.map((item: { id: number }) => item.id)).toEqual([newer.id]);
    const inactive = await call("GET", "/seller/products?status=inactive", pending.headers);
    expect(inactive.json().data.items.map((item: { id: number }) => item.id)).toEqual([older.id]);
    const searched = await call(
      "GET",
      `/seller/products?search=${encodeURIComponent("شيرين")}`,
      pending.headers,
    );
    expect(searched.json().data.items.map((item: { id: number }) => item.id)).toEqual([newer.id]);
    const paged = await call("GET", "/seller/products?per_page=1", pending.headers);
    expect(paged.json().data).toMatchObject({ has_more: true, per_page: 1 });
    expect(paged.json().data.items).toHaveLength(1);
  });

  it("keeps other sellers out: 403 for another seller's product, 401/403 for others", async () => {
    const owner = await signInSeller(t.app);
    const intruder = await signInSeller(t.app);
    const product = await create(owner.headers);

    const attempts = [
      await call("GET", `/seller/products/${product.id}`, intruder.headers),
      await call("PUT", `/seller/products/${product.id}`, intruder.headers, fruitBody(catalog)),
      await call("PUT", `/seller/products/${product.id}/active`, intruder.headers, {
        active: false,
      }),
      await call("DELETE", `/seller/products/${product.id}`, intruder.headers),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json().messages.en).toBe("You do not have access to this.");
    }
    const intruderList = await call("GET", "/seller/products", intruder.headers);
    expect(intruderList.json().data.items).toEqual([]);
    // Nothing changed for the owner.
    const read = await call("GET", `/seller/products/${product.id}`, owner.headers);
    expect(read.json().data).toMatchObject({ is_active: true, name: product.name });

    const customer = await signIn(t.app, { role: "customer" });
    expect((await call("GET", "/seller/products", customer.headers)).statusCode).toBe(403);
    expect((await call("POST", "/seller/products", {}, fruitBody(catalog))).statusCode).toBe(401);
    expect((await call("GET", "/seller/products/999999", owner.headers)).statusCode).toBe(404);
  });

  it("answers a shop that has not finished registering with 409", async () => {
    const halfway = await signIn(t.app, { role: "seller", registration: "shop_step1" });
    const response = await call("POST", "/seller/products", halfway.headers, fruitBody(catalog));
    expect(response.statusCode).toBe(409);
    expect(response.json().messages.en).toBe("Please finish registering your shop first.");
  });

  describe("validation, in both languages", () => {
    let seller: Awaited<ReturnType<typeof signInSeller>>;
    beforeAll(async () => {
      seller = await signInSeller(t.app);
    });
    const post = (overrides: Record<string, unknown>) =>
      call("POST", "/seller/products", seller.headers, fruitBody(catalog, overrides));

    it("refuses a subcategory as the category, and an unknown one", async () => {
      const errors = fieldErrors(
        await post({ category_id: catalog.categories.apple.id, subcategory_id: null }),
      );
      expect(errors.en.category_id).toBe("Please choose one of the options.");
      expect(errors.fa.category_id).toBe("لطفاً یکی از گزینه‌ها را انتخاب کنید.");
      expect(fieldErrors(await post({ category_id: 999_999 })).en.category_id).toBeDefined();
    });

    it("refuses a subcategory of another category", async () => {
      const errors = fieldErrors(
        await post({ subcategory_id: catalog.categories.saffronThreads.id }),
      );
      expect(errors.en).toEqual({
        subcategory_id: "This subcategory is not in the chosen category.",
      });
      expect(errors.fa.subcategory_id).toBe("این زیردسته در دسته‌بندی انتخاب‌شده نیست.");
      expect(fieldErrors(await post({ subcategory_id: 999_999 })).en.subcategory_id).toBe(
        "Please choose one of the options.",
      );
    });

    it("checks every property against its category and kind", async () => {
      const { properties } = catalog;
      const saffronProperty = await factories.createCategoryProperty(t.db, {
        categoryId: catalog.categories.saffron.id,
      });
      const errors = fieldErrors(
        await post({
          properties: [
            { property_id: saffronProperty.id, value: "x" },
            { property_id: properties.grade.id, value: "superb" },
            { property_id: properties.sugar.id, value: "sweet" },
            { property_id: properties.variety.id, value: "a" },
            { property_id: properties.variety.id, value: "b" },
          ],
        }),
      );
      expect(errors.en).toEqual({
        [`properties.${saffronProperty.id}`]:
          "This property does not belong to the chosen category.",
        [`properties.${properties.grade.id}`]: "Please choose one of the options.",
        [`properties.${properties.sugar.id}`]: "Please enter a valid number.",
        [`properties.${properties.variety.id}`]: "The same property was given twice.",
        [`properties.${properties.harvest.id}`]: "This field is required.",
      });
      expect(errors.fa[`properties.${properties.harvest.id}`]).toBe("این فیلد الزامی است.");

      const badDate = fieldErrors(
        await post({ properties: [{ property_id: properties.harvest.id, value: "2025-02-30" }] }),
      );
      expect(badDate.en).toEqual({
        [`properties.${properties.harvest.id}`]: "Please enter a valid date.",
      });
      expect(badDate.fa[`properties.${properties.harvest.id}`]).toBe(
        "لطفاً یک تاریخ معتبر وارد کنید.",
      );
    });

    it("takes only the options of the product's subcategory", async () => {
      const { harvest } = catalog.properties;
      const { apple, citrus } = catalog.categories;
      const cultivar = await createCultivarProperty(t.db, catalog);
      const withCultivar = (value: string, subcategoryId: number | null) => ({
        subcategory_id: subcategoryId,
        properties: [
          { property_id: harvest.id, value: "2025-10-01" },
          { property_id: cultivar.id, value },
        ],
      });
      const orangeOnApple = fieldErrors(await post(withCultivar("valencia", apple.id)));
      expect(orangeOnApple.en).toEqual({
        [`properties.${cultivar.id}`]: "Please choose one of the options.",
      });
      expect(orangeOnApple.fa[`properties.${cultivar.id}`]).toBe(
        "لطفاً یکی از گزینه‌ها را انتخاب کنید.",
      );
      expect((await post(withCultivar("fuji", apple.id))).statusCode).toBe(201);
      expect((await post(withCultivar("other", citrus.id))).statusCode).toBe(201);
      expect((await post(withCultivar("valencia", null))).statusCode).toBe(201);

      // Moving an apple to citrus keeps its Fuji only if citrus offers it: it does not.
      const apples = await post(withCultivar("fuji", apple.id));
      const moved = await call(
        "PUT",
        `/seller/products/${apples.json().data.id}`,
        seller.headers,
        fruitBody(catalog, withCultivar("fuji", citrus.id)),
      );
      expect(fieldErrors(moved).en).toEqual({
        [`properties.${cultivar.id}`]: "Please choose one of the options.",
      });
    });

    it("refuses prices, discounts and stock out of bounds", async () => {
      expect(fieldErrors(await post({ price_toman: 0 })).en.price_toman).toBe(
        "Please enter a number greater than zero.",
      );
      expect(fieldErrors(await post({ price_toman: "abc" })).fa.price_toman).toBeDefined();
      expect(fieldErrors(await post({ price_toman: 10.5 })).en.price_toman).toBe(
        "Please enter a valid number.",
      );
      expect(fieldErrors(await post({ discount_percent: 95 })).en.discount_percent).toBe(
        "Must be at most 90.",
      );
      expect(fieldErrors(await post({ discount_percent: -1 })).fa.discount_percent).toBe(
        "باید دست‌کم ۰ باشد.",
      );
      const fraction = fieldErrors(
        await post({ stock: 2.5, stock_type_id: catalog.units.crate.id }),
      );
      expect(fraction.en).toEqual({ stock: "This unit is counted in whole numbers." });
      expect(fraction.fa).toEqual({ stock: "این واحد با عدد صحیح شمرده می‌شود." });
      expect(fieldErrors(await post({ stock_type_id: 999_999 })).en.stock_type_id).toBe(
        "Please choose one of the options.",
      );
      expect(fieldErrors(await post({ name: "  " })).en.name).toBe("This field is required.");
    });

    it("takes only the seller's own product photos, each once, at most five", async () => {
      const mine = await uploadProductImage(t.app, seller.headers);
      const other = await signInSeller(t.app);
      const theirs = await uploadProductImage(t.app, other.headers);
      const logo = await uploadId(t.app, seller.headers, "logo", await makePng(200, 200), "l.png");

      const notMine = fieldErrors(await post({ image_ids: [mine, theirs] }));
      expect(notMine.en).toEqual({
        image_ids: "This file is not one of your uploads for this field; please upload it again.",
      });
      expect(notMine.fa.image_ids).toBeDefined();
      expect(fieldErrors(await post({ image_ids: [logo] })).en.image_ids).toBe(
        "This file is not one of your uploads for this field; please upload it again.",
      );
      expect(fieldErrors(await post({ image_ids: [mine, mine] })).en.image_ids).toBe(
        "The same file was chosen twice.",
      );
      expect(fieldErrors(await post({ image_ids: ["a", "b", "c", "d", "e", "f"] })).en).toEqual({
        image_ids: "You can add up to 5 images.",
      });
    });
  });
});
