import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicReadCacheControl } from "../../plugins/read-cache";
import type { TestApp } from "../../test/app";
import {
  type Catalog,
  createCatalogTestApp,
  fruitBody,
  uploadProductImage,
} from "../../test/catalog";
import { makePng, uploadId } from "../../test/files";
import { signInSeller } from "../../test/sign-in";

type Card = { id: number; discounted_price_rials: number; discount_percent: number };

describe("the storefront", () => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    ({ t, catalog } = await createCatalogTestApp());
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1${url}` });
  const ids = (response: { json(): unknown }) =>
    (response.json() as { data: { items: { id: number }[] } }).data.items.map((item) => item.id);

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  describe("what customers may see", () => {
    it("shows only active, not deleted products of approved shops, everywhere", async () => {
      const { fruit, apple, saffron } = catalog.categories;
      const base = { stockTypeId: catalog.units.kilogram.id };
      const approved = await signInSeller(t.app, { shop: { storeName: "Visible Orchard" } });
      const pending = await signInSeller(t.app, {
        reviewStatus: "pending_review",
        shop: { storeName: "Pending Orchard" },
      });
      const rejected = await signInSeller(t.app, {
        reviewStatus: "rejected",
        shop: { storeName: "Rejected Orchard" },
      });

      // Through the API as a seller would: created, then shown; deactivated, then hidden.
      const created = await t.app.inject({
        method: "POST",
        url: "/api/v1/seller/products",
        headers: approved.headers,
        payload: fruitBody(catalog, { name: "گلابی نطنز هویدا" }),
      });
      const listed = created.json().data as { id: number };
      const hidden = [
        await factories.createProduct(t.db, {
          ...base,
          sellerId: approved.user.id,
          categoryId: fruit.id,
          subcategoryId: apple.id,
          name: "گلابی نطنز غیرفعال",
          isActive: false,
        }),
        await factories.createProduct(t.db, {
          ...base,
          sellerId: approved.user.id,
          categoryId: fruit.id,
          name: "گلابی نطنز حذف‌شده",
          deletedAt: new Date(),
        }),
        await factories.createProduct(t.db, {
          ...base,
          sellerId: pending.user.id,
          categoryId: fruit.id,
          subcategoryId: apple.id,
          name: "گلابی نطنز در انتظار",
        }),
        await factories.createProduct(t.db, {
          ...base,
          sellerId: rejected.user.id,
          categoryId: saffron.id,
          name: "گلابی نطنز ردشده",
        }),
      ];

      const list = await get("/customer/products");
      expect(list.statusCode).toBe(200);
      expect(list.headers["cache-control"]).toBe(publicReadCacheControl);
      expect(ids(list)).toEqual([listed.id]);
      expect(
        ids(await get(`/customer/products?search=${encodeURIComponent("گلابی نطنز")}`)),
      ).toEqual([listed.id]);
      expect((await get(`/customer/products/${listed.id}`)).statusCode).toBe(200);
      for (const product of hidden) {
        const response = await get(`/customer/products/${product.id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().messages).toEqual({
          en: "This product was not found.",
          fa: "این محصول پیدا نشد.",
        });
        expect((await get(`/Product/Properties?product_id=${product.id}`)).statusCode).toBe(404);
      }

      const categories = (await get("/categories")).json().data as {
        id: number;
        product_count: number;
      }[];
      expect(categories.find((row) => row.id === fruit.id)?.product_count).toBe(1);
      expect(categories.find((row) => row.id === saffron.id)?.product_count).toBe(0);
      const subcategories = (await get(`/product/sub-categories?category_id=${fruit.id}`)).json()
        .data as { id: number; product_count: number }[];
      expect(subcategories.find((row) => row.id === apple.id)?.product_count).toBe(1);

      const shops = (await get("/customer/sellers")).json().data.items as {
        id: number;
        product_count: number;
      }[];
      expect(shops).toEqual([expect.objectContaining({ id: approved.user.id, product_count: 1 })]);
      for (const shop of [pending, rejected]) {
        const response = await get(`/customer/sellers/${shop.user.id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().messages.en).toBe("This shop was not found.");
      }
      expect((await get(`/customer/sellers/${approved.user.id}`)).json().data.product_count).toBe(
        1,
      );

      const suggestions = (
        await get(`/search-categories?search=${encodeURIComponent("نطنز")}`)
      ).json().data as { category_id: number; product_count: number }[];
      // Equal counts: ordered by the English title when no language is given.
      expect(suggestions).toEqual([
        { category_id: apple.id, title: "سیب", title_en: "Apple", product_count: 1 },
        { category_id: fruit.id, title: "میوه", title_en: "Fruit", product_count: 1 },
      ]);

      // Deactivated by its seller, it leaves the storefront; approved later, a shop's show up.
      await t.app.inject({
        method: "PUT",
        url: `/api/v1/seller/products/${listed.id}/active`,
        headers: approved.headers,
        payload: { active: false },
      });
      expect(ids(await get("/customer/products"))).toEqual([]);
      expect((await get(`/customer/products/${listed.id}`)).statusCode).toBe(404);
      await t.db
        .update(schema.sellers)
        .set({ reviewStatus: "approved" })
        .where(eq(schema.sellers.userId, pending.user.id));
      expect(ids(await get("/customer/products"))).toEqual([hidden[2]?.id]);

      // Leave the shops as other tests expect none of these products to be listed.
      await t.db
        .update(schema.products)
        .set({ deletedAt: new Date() })
        .where(eq(schema.products.sellerId, pending.user.id));
    });
  });

  describe("GET /customer/products filters, sorts and pages", () => {
    let cards: Record<string, { id: number }>;
    let seller: { id: number };
    let otherSeller: { id: number };

    beforeAll(async () => {
      const { fruit, apple, citrus, saffron, saffronThreads } = catalog.categories;
      seller = { id: (await signInSeller(t.app)).user.id };
      otherSeller = { id: (await signInSeller(t.app)).user.id };
      const make = (
        key: string,
        values: { minutes: number; toman: number; discount?: number; sellerId?: number } & {
          categoryId: number;
          subcategoryId?: number;
        },
      ) =>
        factories
          .createProduct(t.db, {
            sellerId: values.sellerId ?? seller.id,
            stockTypeId: catalog.units.kilogram.id,
            categoryId: values.categoryId,
            subcategoryId: values.subcategoryId ?? null,
            name: `filter product ${key}`,
            priceRials: values.toman * 10,
            discountPercent: values.discount ?? 0,
            createdAt: minutesAgo(values.minutes),
          })
          .then((row) => [key, row] as const);
      cards = Object.fromEntries(
        await Promise.all([
          make("apple", {
            minutes: 50,
            toman: 40_000,
            categoryId: fruit.id,
            subcategoryId: apple.id,
          }),
          make("orange", {
            minutes: 40,
            toman: 100_000,
            discount: 50,
            categoryId: fruit.id,
            subcategoryId: citrus.id,
          }),
          make("fruit", { minutes: 30, toman: 70_000, discount: 10, categoryId: fruit.id }),
          make("saffron", {
            minutes: 20,
            toman: 900_000,
            categoryId: saffron.id,
            subcategoryId: saffronThreads.id,
          }),
          make("other", {
            minutes: 10,
            toman: 60_000,
            discount: 10,
            categoryId: fruit.id,
            sellerId: otherSeller.id,
          }),
        ]),
      );
    });

    const key = (response: { json(): unknown }) => {
      const byId = new Map(Object.entries(cards).map(([name, row]) => [row.id, name]));
      return ids(response).map((id) => byId.get(id));
    };

    it("lists newest first by default", async () => {
      expect(key(await get("/customer/products"))).toEqual([
        "other",
        "saffron",
        "fruit",
        "orange",
        "apple",
      ]);
    });

    it("filters by a category (its subcategories' products included) or a subcategory", async () => {
      const { fruit, citrus } = catalog.categories;
      expect(key(await get(`/customer/products?category_id=${fruit.id}`))).toEqual([
        "other",
        "fruit",
        "orange",
        "apple",
      ]);
      expect(key(await get(`/customer/products?category_id=${citrus.id}&category_name=x`))).toEqual(
        ["orange"],
      );
      expect(key(await get("/customer/products?category_id=999999"))).toEqual([]);
      // The header search sends all four parameters, empty ones included.
      expect(
        key(await get("/customer/products?category_id=&category_name=&search=&type=all")),
      ).toHaveLength(5);
    });

    it("filters discounted products, a price range in toman (on the discounted price) and a shop", async () => {
      expect(key(await get("/customer/products?type=discounted"))).toEqual([
        "other",
        "fruit",
        "orange",
      ]);
      // Discounted prices: apple 40,000, orange 50,000, fruit 63,000, other 54,000 toman.
      expect(key(await get("/customer/products?min_price=50000&max_price=60000"))).toEqual([
        "other",
        "orange",
      ]);
      expect(key(await get("/customer/products?max_price=۴۰۰۰۰"))).toEqual(["apple"]);
      expect(key(await get(`/customer/products?seller_id=${otherSeller.id}`))).toEqual(["other"]);

      const inverted = await get("/customer/products?min_price=9&max_price=1");
      expect(inverted.statusCode).toBe(422);
      expect(inverted.json().errors).toEqual({
        en: { min_price: "The lowest price must not be above the highest." },
        fa: { min_price: "کمترین قیمت نباید از بیشترین قیمت بالاتر باشد." },
      });
      const wrongType = await get("/customer/products?type=cheap");
      expect(wrongType.statusCode).toBe(422);
      expect(wrongType.json().errors.fa.type).toBe("لطفاً یکی از گزینه‌ها را انتخاب کنید.");
    });

    it("sorts by the price customers pay, by discount, ties newest first", async () => {
      expect(key(await get("/customer/products?sort=price_asc"))).toEqual([
        "apple",
        "orange",
        "other",
        "fruit",
        "saffron",
      ]);
      expect(key(await get("/customer/products?sort=price_desc"))).toEqual([
        "saffron",
        "fruit",
        "other",
        "orange",
        "apple",
      ]);
      expect(key(await get("/customer/products?sort=discount"))).toEqual([
        "orange",
        "other",
        "fruit",
        "saffron",
        "apple",
      ]);
      const prices = (await get("/customer/products?sort=price_asc")).json().data.items as Card[];
      expect(prices.map((card) => card.discounted_price_rials)).toEqual([
        400_000, 500_000, 540_000, 630_000, 9_000_000,
      ]);
    });

    it("pages with has_more and never repeats a product across pages", async () => {
      const first = await get("/customer/products?per_page=2&page=1");
      const second = await get("/customer/products?per_page=2&page=2");
      const third = await get("/customer/products?per_page=2&page=3");
      expect(first.json().data).toMatchObject({ page: 1, per_page: 2, has_more: true });
      expect(second.json().data.has_more).toBe(true);
      expect(third.json().data).toMatchObject({ page: 3, has_more: false });
      expect([...key(first), ...key(second), ...key(third)]).toEqual([
        "other",
        "saffron",
        "fruit",
        "orange",
        "apple",
      ]);
      expect((await get("/customer/products?per_page=49")).statusCode).toBe(422);
      expect((await get("/customer/products?page=0")).statusCode).toBe(422);
    });
  });

  describe("product pages and shops", () => {
    it("shows a product with ordered images, titled properties, category and the shop's card", async () => {
      const seller = await signInSeller(t.app, {
        shop: {
          storeName: "باغ سیب دماوند",
          storeNameEn: "Damavand Apple Orchard",
          provinceId: catalog.place.province.id,
          cityId: catalog.place.city.id,
          latitude: 35.95,
          longitude: 52.1,
        },
      });
      const logo = await uploadId(t.app, seller.headers, "logo", await makePng(200, 200), "l.png");
      const store = await uploadId(t.app, seller.headers, "store_image", await makePng(), "s.png");
      const farm = await uploadId(t.app, seller.headers, "farm_image", await makePng(), "f.png");
      await t.db
        .update(schema.sellers)
        .set({ logoFileId: logo })
        .where(eq(schema.sellers.userId, seller.user.id));
      await t.db.insert(schema.sellerImages).values([
        { sellerId: seller.user.id, fileId: store, kind: "store", position: 0 },
        { sellerId: seller.user.id, fileId: farm, kind: "farm", position: 0 },
      ]);
      const images = [
        await uploadProductImage(t.app, seller.headers),
        await uploadProductImage(t.app, seller.headers),
      ];
      const created = await t.app.inject({
        method: "POST",
        url: "/api/v1/seller/products",
        headers: seller.headers,
        payload: fruitBody(catalog, {
          image_ids: [images[1], images[0]],
          properties: [
            { property_id: catalog.properties.grade.id, value: "first" },
            { property_id: catalog.properties.harvest.id, value: "2025-10-01" },
          ],
        }),
      });
      const id = created.json().data.id as number;

      const response = await get(`/customer/products/${id}`);
      expect(response.statusCode).toBe(200);
      const product = response.json().data;
      expect(product.images.map((image: { id: string }) => image.id)).toEqual([
        images[1],
        images[0],
      ]);
      expect(product.image.id).toBe(images[1]);
      expect(product.images[0].variants).toEqual(expect.any(Object));
      expect(product.category).toEqual({
        id: catalog.categories.fruit.id,
        title: "میوه",
        title_en: "Fruit",
      });
      expect(product.subcategory.title_en).toBe("Apple");
      expect(product.properties[0]).toEqual({
        property_id: catalog.properties.grade.id,
        key: "grade",
        title: "درجه",
        title_en: "Grade",
        kind: "select",
        value: "first",
        value_title: "درجه یک",
        value_title_en: "First grade",
        unit: null,
        unit_en: null,
      });
      expect(product.seller).toEqual({
        id: seller.user.id,
        store_name: "باغ سیب دماوند",
        store_name_en: "Damavand Apple Orchard",
        logo: expect.objectContaining({ id: logo }),
        city: { id: catalog.place.city.id, title: "شیراز", title_en: "Shiraz" },
        province: { id: catalog.place.province.id, title: "فارس", title_en: "Fars" },
      });

      const values = await get(`/Product/Properties?product_id=${id}`);
      expect(values.json().data).toEqual(product.properties);

      const shop = await get(`/customer/sellers/${seller.user.id}`);
      expect(shop.statusCode).toBe(200);
      expect(shop.json().data).toMatchObject({
        id: seller.user.id,
        store_name: "باغ سیب دماوند",
        store_name_en: "Damavand Apple Orchard",
        product_count: 1,
        latitude: 35.95,
        longitude: 52.1,
        store_images: [expect.objectContaining({ id: store })],
        farm_images: [expect.objectContaining({ id: farm })],
      });
      expect((await get("/customer/sellers/999999")).statusCode).toBe(404);

      // A shop's name is found by its Arabic-keyboard spelling too.
      const found = await get(`/customer/sellers?search=${encodeURIComponent("باغ سيب")}`);
      expect(found.json().data.items.map((item: { id: number }) => item.id)).toEqual([
        seller.user.id,
      ]);
    });

    it("finds a shop by its Latin name as well as its Persian one", async () => {
      const shop = await signInSeller(t.app, {
        shop: { storeName: "چای سبز ماسوله", storeNameEn: "Masuleh Green Tea" },
      });
      for (const search of ["masuleh", "ماسوله"]) {
        const response = await get(`/customer/sellers?search=${encodeURIComponent(search)}`);
        expect(response.json().data.items).toEqual([
          expect.objectContaining({
            id: shop.user.id,
            store_name: "چای سبز ماسوله",
            store_name_en: "Masuleh Green Tea",
          }),
        ]);
      }
    });

    it("lists shops with most listed products first, then by name, a page at a time", async () => {
      const names = ["Zagros Grove", "Alborz Grove", "Caspian Grove"];
      const shops = [];
      for (const storeName of names) shops.push(await signInSeller(t.app, { shop: { storeName } }));
      const [zagros, alborz] = shops;
      for (const owner of [zagros, zagros, alborz]) {
        await factories.createProduct(t.db, {
          sellerId: owner?.user.id as number,
          categoryId: catalog.categories.saffron.id,
          stockTypeId: catalog.units.kilogram.id,
        });
      }
      const response = await get("/customer/sellers?search=GROVE&per_page=48");
      expect(response.statusCode).toBe(200);
      const items = response.json().data.items as { store_name: string; product_count: number }[];
      expect(items.map((item) => [item.store_name, item.product_count])).toEqual([
        ["Zagros Grove", 2],
        ["Alborz Grove", 1],
        ["Caspian Grove", 0],
      ]);
      const page = await get("/customer/sellers?search=grove&per_page=2");
      expect(page.json().data).toMatchObject({ has_more: true, per_page: 2 });
    });
  });
});
