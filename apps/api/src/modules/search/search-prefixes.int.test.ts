import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type Catalog, createCatalogTestApp } from "../../test/catalog";
import { signInSeller } from "../../test/sign-in";

/**
 * The term table behind search suggestions (migration 0018) follows every write to products
 * and shops at once: what a customer types next suggests exactly what is listed now.
 */
describe("search suggestions follow the catalogue", () => {
  let t: TestApp;
  let catalog: Catalog;
  let seller: Awaited<ReturnType<typeof signInSeller>>;

  beforeAll(async () => {
    ({ t, catalog } = await createCatalogTestApp());
    seller = await signInSeller(t.app);
  });
  afterAll(() => t.close());

  const productBody = (name: string, values: { categoryId: number; subcategoryId?: number }) => ({
    name,
    category_id: values.categoryId,
    subcategory_id: values.subcategoryId ?? null,
    stock: 10,
    stock_type_id: catalog.units.kilogram.id,
    price_toman: 100_000,
    properties:
      values.categoryId === catalog.categories.fruit.id
        ? [{ property_id: catalog.properties.harvest.id, value: "2025-10-01" }]
        : [],
  });

  /** Written through the seller API, as sellers write them. */
  async function createProduct(
    name: string,
    values: { categoryId: number; subcategoryId?: number } = {
      categoryId: catalog.categories.saffron.id,
    },
  ) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/seller/products",
      headers: seller.headers,
      payload: productBody(name, values),
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data.id as number;
  }

  async function sellerRequest(method: "PUT" | "DELETE", url: string, payload?: object) {
    const response = await t.app.inject({
      method,
      url: `/api/v1/seller/products${url}`,
      headers: seller.headers,
      payload,
    });
    if (response.statusCode >= 300) throw new Error(response.body);
  }

  /** category id → product count, as the suggestions answer. */
  async function suggest(text: string): Promise<Record<number, number>> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/search-categories?search=${encodeURIComponent(text)}`,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { category_id: number; product_count: number }[];
    return Object.fromEntries(rows.map((row) => [row.category_id, row.product_count]));
  }

  /** The table as a rebuild from scratch would make it: any drift shows as a difference. */
  async function drift() {
    const result = await t.db.execute(sql`
      with expected as (
        select prefix, p.category_id, coalesce(p.subcategory_id, 0) as subcategory_key,
          count(*)::int as product_count
        from products p
        join sellers s on s.user_id = p.seller_id and s.review_status = 'approved'
        cross join lateral search_prefixes_of(p.search_vector) as prefix
        where p.is_active and p.deleted_at is null
        group by 1, 2, 3
      ),
      actual as (select prefix, category_id, subcategory_key, product_count from search_prefixes)
      (select 'missing' as side, * from (select * from expected except select * from actual) m)
      union all
      (select 'extra', * from (select * from actual except select * from expected) e)`);
    return (result as unknown as { rows: unknown[] }).rows;
  }

  it("suggests a new product's words at once, by any start of them", async () => {
    const { saffron } = catalog.categories;
    expect(await suggest("کلپورگ")).toEqual({});
    await createProduct("زعفران کلپورگان");
    expect(await suggest("کلپورگ")).toEqual({ [saffron.id]: 1 });
    expect(await suggest("کلپ")).toEqual({ [saffron.id]: 1 });
    // The same word in a second product counts it too; a product counts once per prefix,
    // however many of its words share it.
    await createProduct("کلپورگان کلپورگانی");
    expect(await suggest("کلپورگان")).toEqual({ [saffron.id]: 2 });
    expect(await drift()).toEqual([]);
  });

  it("drops the words of an unlisted or deleted product unless another listed product has them", async () => {
    const { saffron } = catalog.categories;
    const only = await createProduct("گلاب قمصر");
    const first = await createProduct("زیره سبز کویری");
    const second = await createProduct("زیره کرمان");
    expect(await suggest("قمص")).toEqual({ [saffron.id]: 1 });
    expect(await suggest("زیره")).toEqual({ [saffron.id]: 2 });

    await sellerRequest("PUT", `/${only}/active`, { active: false });
    expect(await suggest("قمص")).toEqual({});
    await sellerRequest("PUT", `/${only}/active`, { active: true });
    expect(await suggest("قمص")).toEqual({ [saffron.id]: 1 });

    await sellerRequest("DELETE", `/${first}`);
    expect(await suggest("زیره")).toEqual({ [saffron.id]: 1 });
    expect(await suggest("کویر")).toEqual({});
    await sellerRequest("DELETE", `/${second}`);
    expect(await suggest("زیره")).toEqual({});
    expect(await drift()).toEqual([]);
  });

  it("follows a renamed product and a product moved to another category", async () => {
    const { fruit, saffron } = catalog.categories;
    const id = await createProduct("هل سبز گواتمالا");
    expect(await suggest("گواتم")).toEqual({ [saffron.id]: 1 });
    await sellerRequest("PUT", `/${id}`, productBody("هل سبز هندی", { categoryId: saffron.id }));
    expect(await suggest("گواتم")).toEqual({});
    expect(await suggest("هندی")).toEqual({ [saffron.id]: 1 });

    const { citrus } = catalog.categories;
    await sellerRequest(
      "PUT",
      `/${id}`,
      productBody("هل سبز هندی", { categoryId: fruit.id, subcategoryId: citrus.id }),
    );
    expect(await suggest("هندی")).toEqual({ [fruit.id]: 1, [citrus.id]: 1 });
    expect(await drift()).toEqual([]);
  });

  it("suggests a category by its title's words, through its products and without them", async () => {
    const { saffron, saffronThreads } = catalog.categories;
    await createProduct("نگین ممتاز", {
      categoryId: saffron.id,
      subcategoryId: saffronThreads.id,
    });
    // "رشته" is in no product's name: the product is found by its subcategory's title.
    const byTitle = await suggest("رشت");
    expect(byTitle[saffronThreads.id]).toBeGreaterThan(0);
    // An English title's start, either case.
    expect((await suggest("THRE"))[saffronThreads.id]).toBe(byTitle[saffronThreads.id]);
    // A category no product uses is suggested by its title alone.
    const honey = await factories.createCategory(t.db, { nameFa: "عسل طبیعی", nameEn: "Honey" });
    expect(await suggest("عسل")).toEqual({ [honey.id]: 0 });
    // A deactivated category's products are not listed: it and their counts leave.
    await t.db
      .update(schema.categories)
      .set({ isActive: false })
      .where(eq(schema.categories.id, saffronThreads.id));
    expect(await suggest("نگین")).toEqual({});
    await t.db
      .update(schema.categories)
      .set({ isActive: true })
      .where(eq(schema.categories.id, saffronThreads.id));
    expect(await suggest("نگین")).toEqual({ [saffron.id]: 1, [saffronThreads.id]: 1 });
  });

  it("follows the shop: products leave with its approval and come back with it", async () => {
    const { saffron } = catalog.categories;
    await createProduct("بادام مامایی");
    const approved = await suggest("مامای");
    expect(approved).toEqual({ [saffron.id]: 1 });
    const setStatus = (reviewStatus: "approved" | "suspended") =>
      t.db
        .update(schema.sellers)
        .set({ reviewStatus })
        .where(eq(schema.sellers.userId, seller.user.id));
    await setStatus("suspended");
    expect(await suggest("مامای")).toEqual({});
    await setStatus("approved");
    expect(await suggest("مامای")).toEqual(approved);
    expect(await drift()).toEqual([]);
  });

  it("keeps in step with direct writes, stock updates and a deleted shop", async () => {
    const other = await signInSeller(t.app);
    const made = await factories.createProduct(t.db, {
      sellerId: other.user.id,
      categoryId: catalog.categories.fruit.id,
      stockTypeId: catalog.units.kilogram.id,
      name: "انار ساوه",
    });
    expect(await suggest("ساوه")).toEqual({ [catalog.categories.fruit.id]: 1 });
    // A stock change (every checkout) leaves the table as it was.
    await t.db
      .update(schema.productVariants)
      .set({ stock: 3 })
      .where(eq(schema.productVariants.productId, made.id));
    expect(await drift()).toEqual([]);
    // A shop deleted with its products takes their words along.
    await t.db.delete(schema.sellers).where(eq(schema.sellers.userId, other.user.id));
    expect(await suggest("ساوه")).toEqual({});
    expect(await drift()).toEqual([]);
  });
});
