import { type Banner, errorMessages } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../../test/app";
import { type Catalog, createCatalogTestApp } from "../../test/catalog";
import { makePng, upload, uploadId } from "../../test/files";
import { signIn, signInSeller } from "../../test/sign-in";

type Headers = Record<string, string>;

describe("the admin's catalogue", () => {
  let t: TestApp;
  let catalog: Catalog;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let seller: Awaited<ReturnType<typeof signInSeller>>;
  beforeAll(async () => {
    ({ t, catalog } = await createCatalogTestApp());
    admin = await signIn(t.app, { role: "admin" });
    seller = await signInSeller(t.app);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, payload?: object, headers: Headers = admin.headers) =>
    t.app.inject({
      method: method as "GET",
      url: `/api/v1${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const storefront = (url: string) => t.app.inject({ method: "GET", url: `/api/v1${url}` });

  /** The newest audit rows for a target kind. */
  const auditOf = (targetKind: string) =>
    t.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.targetKind, targetKind))
      .orderBy(desc(schema.adminAuditLog.id));

  it("refuses anonymous callers (401) and other roles (403) before reading a body", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const driver = await signIn(t.app, { role: "driver" });
    const routes: [string, string][] = [
      ["GET", "/admin/categories"],
      ["GET", `/admin/categories/${catalog.categories.fruit.id}`],
      ["POST", "/admin/categories"],
      ["PATCH", `/admin/categories/${catalog.categories.fruit.id}`],
      ["DELETE", `/admin/categories/${catalog.categories.fruit.id}`],
      ["POST", `/admin/categories/${catalog.categories.fruit.id}/properties`],
      ["PATCH", `/admin/properties/${catalog.properties.grade.id}`],
      ["DELETE", `/admin/properties/${catalog.properties.grade.id}`],
      ["GET", "/admin/stock-types"],
      ["POST", "/admin/stock-types"],
      ["PATCH", `/admin/stock-types/${catalog.units.crate.id}`],
      ["DELETE", `/admin/stock-types/${catalog.units.crate.id}`],
      ["GET", "/admin/package-types"],
      ["POST", "/admin/package-types"],
      ["PATCH", "/admin/package-types/1"],
      ["DELETE", "/admin/package-types/1"],
      ["GET", "/admin/banners"],
      ["POST", "/admin/banners"],
      ["PATCH", "/admin/banners/1"],
      ["DELETE", "/admin/banners/1"],
    ];
    for (const [method, url] of routes) {
      const body = method === "GET" || method === "DELETE" ? undefined : { junk: true };
      const anonymous = await t.app.inject({
        method: method as "GET",
        url: `/api/v1${url}`,
        ...(body ? { payload: body } : {}),
      });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const person of [customer, seller, driver]) {
        const refused = await call(method, url, body, person.headers);
        expect(refused.statusCode, `${method} ${url} as ${person.user.role}`).toBe(403);
      }
    }
  });

  it("adds a category and a subcategory, with a free slug, and the storefront shows them", async () => {
    const created = await call("POST", "/admin/categories", {
      title: "خشکبار",
      title_en: "Dried fruit",
      icon: "nut",
      sort_order: 5,
    });
    expect(created.statusCode).toBe(201);
    const category = created.json().data;
    expect(category).toMatchObject({
      parent_id: null,
      slug: "dried-fruit",
      title: "خشکبار",
      title_en: "Dried fruit",
      icon: "nut",
      sort_order: 5,
      is_active: true,
      product_count: 0,
      subcategory_count: 0,
    });
    const twin = await call("POST", "/admin/categories", {
      title: "خشکبار ۲",
      title_en: "Dried fruit",
    });
    expect(twin.json().data.slug).toBe("dried-fruit-2");

    const sub = await call("POST", "/admin/categories", {
      parent_id: category.id,
      title: "کشمش",
      title_en: "Raisins",
    });
    expect(sub.statusCode).toBe(201);
    const tooDeep = await call("POST", "/admin/categories", {
      parent_id: sub.json().data.id,
      title: "کشمش سبز",
      title_en: "Green raisins",
    });
    expect(tooDeep.statusCode).toBe(422);
    expect(tooDeep.json().messages).toEqual(errorMessages("category_too_deep"));
    const unknownParent = await call("POST", "/admin/categories", {
      parent_id: 999_999,
      title: "x",
      title_en: "x",
    });
    expect(unknownParent.statusCode).toBe(404);

    const top = (await storefront("/categories")).json().data as { id: number }[];
    expect(top.map((row) => row.id)).toContain(category.id);
    const subs = (await storefront(`/product/sub-categories?category_id=${category.id}`)).json()
      .data as { id: number; title_en: string }[];
    expect(subs.map((row) => row.title_en)).toEqual(["Raisins"]);

    const detail = await call("GET", `/admin/categories/${category.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.category.subcategory_count).toBe(1);
    expect(detail.json().data.subcategories).toHaveLength(1);

    const [record] = await auditOf("category");
    expect(record).toMatchObject({
      adminUserId: admin.user.id,
      action: "category.create",
      targetId: String(sub.json().data.id),
    });
  });

  it("validates category bodies in both languages, and 404s unknown ids", async () => {
    const blank = await call("POST", "/admin/categories", { title: " ", title_en: "Nuts" });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.fa.title).toBe("این فیلد الزامی است.");
    const control = await call("POST", "/admin/categories", { title: "a\u0000b", title_en: "x" });
    expect(control.statusCode).toBe(422);
    const badIcon = await call("POST", "/admin/categories", {
      title: "گردو",
      title_en: "Walnut",
      icon: "<svg>",
    });
    expect(badIcon.json().errors.en.icon).toBeDefined();
    const extra = await call("PATCH", `/admin/categories/${catalog.categories.fruit.id}`, {
      parent_id: 1,
    });
    expect(extra.statusCode).toBe(422);
    expect((await call("PATCH", "/admin/categories/999999", { title: "x" })).statusCode).toBe(404);
    expect((await call("GET", "/admin/categories/999999")).statusCode).toBe(404);
    expect((await call("GET", "/admin/categories/abc")).statusCode).toBe(422);
    expect((await call("GET", "/admin/categories/99999999999")).statusCode).toBe(422);
    expect((await call("DELETE", "/admin/categories/999999")).statusCode).toBe(404);
  });

  it("refuses to delete a category in use and hides a deactivated one and its products", async () => {
    const { saffron, saffronThreads } = catalog.categories;
    const product = await factories.createProduct(t.db, {
      sellerId: seller.user.id,
      categoryId: saffron.id,
      subcategoryId: saffronThreads.id,
      stockTypeId: catalog.units.kilogram.id,
      name: "زعفران سرگل قائنات",
    });
    const listedIds = async (query = "") =>
      ((await storefront(`/customer/products${query}`)).json().data.items as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await listedIds()).toContain(product.id);

    const refused = await call("DELETE", `/admin/categories/${saffron.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages).toEqual(errorMessages("category_in_use"));
    expect(refused.json().messages.fa).toContain("غیرفعال");
    const refusedSub = await call("DELETE", `/admin/categories/${saffronThreads.id}`);
    expect(refusedSub.statusCode).toBe(409);

    const off = await call("PATCH", `/admin/categories/${saffronThreads.id}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.is_active).toBe(false);
    expect(await listedIds()).not.toContain(product.id);
    expect((await storefront(`/customer/products/${product.id}`)).statusCode).toBe(404);
    const subs = (await storefront("/product/sub-categories")).json().data as { id: number }[];
    expect(subs.map((row) => row.id)).not.toContain(saffronThreads.id);
    const search = await storefront(`/customer/products?search=${encodeURIComponent("زعفران")}`);
    expect((search.json().data.items as { id: number }[]).map((row) => row.id)).not.toContain(
      product.id,
    );

    await call("PATCH", `/admin/categories/${saffronThreads.id}`, { is_active: true });
    await call("PATCH", `/admin/categories/${saffron.id}`, { is_active: false });
    const top = (await storefront("/categories")).json().data as { id: number }[];
    expect(top.map((row) => row.id)).not.toContain(saffron.id);
    expect((await storefront(`/product/sub-categories?category_id=${saffron.id}`)).statusCode).toBe(
      404,
    );
    expect(await listedIds()).not.toContain(product.id);

    await call("PATCH", `/admin/categories/${saffron.id}`, { is_active: true });
    expect(await listedIds()).toContain(product.id);
    const [record] = await auditOf("category");
    expect(record).toMatchObject({
      action: "category.update",
      before: expect.objectContaining({ is_active: false }),
      after: expect.objectContaining({ is_active: true }),
    });

    const unused = await call("POST", "/admin/categories", {
      title: "قارچ",
      title_en: "Mushrooms",
    });
    const gone = await call("DELETE", `/admin/categories/${unused.json().data.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await auditOf("category"))[0]?.action).toBe("category.delete");
  });

  it("adds, changes and deletes properties without breaking products", async () => {
    const { fruit, apple } = catalog.categories;
    const property = await call("POST", `/admin/categories/${fruit.id}/properties`, {
      key: "origin",
      title: "خاستگاه",
      title_en: "Origin",
      kind: "select",
      options: [
        { value: "north", title: "شمال", title_en: "North" },
        { value: "south", title: "جنوب", title_en: "South" },
      ],
      required: false,
      sort_order: 9,
    });
    expect(property.statusCode).toBe(201);
    const origin = property.json().data;
    expect(origin).toMatchObject({ key: "origin", kind: "select", product_count: 0 });
    const shown = (await storefront(`/products/properties?category_id=${fruit.id}`)).json().data;
    expect(shown.map((row: { key: string }) => row.key)).toContain("origin");

    const sameKey = await call("POST", `/admin/categories/${fruit.id}/properties`, {
      key: "origin",
      title: "x",
      title_en: "x",
      kind: "text",
    });
    expect(sameKey.statusCode).toBe(409);
    expect(sameKey.json().messages).toEqual(errorMessages("code_taken"));
    const onSub = await call("POST", `/admin/categories/${apple.id}/properties`, {
      key: "shape",
      title: "شکل",
      title_en: "Shape",
      kind: "text",
    });
    expect(onSub.statusCode).toBe(422);
    const noOptions = await call("POST", `/admin/categories/${fruit.id}/properties`, {
      key: "colour",
      title: "رنگ",
      title_en: "Colour",
      kind: "select",
      options: [],
    });
    expect(noOptions.statusCode).toBe(422);
    expect(noOptions.json().errors.en.options).toBe(
      "A choice property needs its options; other kinds have none.",
    );
    const twice = await call("POST", `/admin/categories/${fruit.id}/properties`, {
      key: "colour",
      title: "رنگ",
      title_en: "Colour",
      kind: "select",
      options: [
        { value: "red", title: "قرمز", title_en: "Red" },
        { value: "red", title: "سرخ", title_en: "Red" },
      ],
    });
    expect(twice.json().errors.fa.options).toBe("دو گزینه مقدار یکسانی دارند.");

    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/seller/products",
      headers: seller.headers,
      payload: {
        name: "سیب شمال",
        latin_name: "Northern apple",
        category_id: fruit.id,
        subcategory_id: apple.id,
        stock: 10,
        stock_type_id: catalog.units.kilogram.id,
        price_toman: 50_000,
        discount_percent: 0,
        preparation_days: 1,
        image_ids: [],
        properties: [
          { property_id: catalog.properties.harvest.id, value: "2025-10-01" },
          { property_id: origin.id, value: "north" },
        ],
      },
    });
    expect(created.statusCode).toBe(201);

    const dropUsed = await call("PATCH", `/admin/properties/${origin.id}`, {
      options: [{ value: "south", title: "جنوب", title_en: "South" }],
    });
    expect(dropUsed.statusCode).toBe(409);
    expect(dropUsed.json().messages).toEqual(errorMessages("property_option_in_use"));
    expect(dropUsed.json().messages.en).toContain("option you removed");
    const kindChange = await call("PATCH", `/admin/properties/${origin.id}`, { kind: "text" });
    expect(kindChange.statusCode).toBe(409);
    expect(kindChange.json().messages).toEqual(errorMessages("property_in_use"));

    const renamed = await call("PATCH", `/admin/properties/${origin.id}`, {
      title_en: "Region",
      options: [{ value: "north", title: "شمال کشور", title_en: "The north" }],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ title_en: "Region", product_count: 1 });
    const [record] = await auditOf("category_property");
    expect(record).toMatchObject({
      action: "category_property.update",
      before: expect.objectContaining({ title_en: "Origin" }),
      after: expect.objectContaining({ title_en: "Region" }),
    });

    expect((await call("DELETE", `/admin/properties/${origin.id}`)).statusCode).toBe(409);
    const spare = await call("POST", `/admin/categories/${fruit.id}/properties`, {
      key: "spare",
      title: "یدکی",
      title_en: "Spare",
      kind: "text",
    });
    expect((await call("DELETE", `/admin/properties/${spare.json().data.id}`)).statusCode).toBe(
      200,
    );
    expect((await call("PATCH", "/admin/properties/999999", { title: "x" })).statusCode).toBe(404);
  });

  it("manages stock units and package types, refusing changes that would break their users", async () => {
    const created = await call("POST", "/admin/stock-types", {
      code: "bunch",
      title: "دسته",
      title_en: "Bunch",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ allows_fraction: false, product_count: 0 });
    const again = await call("POST", "/admin/stock-types", {
      code: "bunch",
      title: "دسته",
      title_en: "Bunch",
    });
    expect(again.statusCode).toBe(409);
    const badCode = await call("POST", "/admin/stock-types", {
      code: "Bunch Two",
      title: "x",
      title_en: "x",
    });
    expect(badCode.statusCode).toBe(422);

    const { kilogram } = catalog.units;
    const fractions = await call("PATCH", `/admin/stock-types/${kilogram.id}`, {
      allows_fraction: false,
    });
    expect(fractions.statusCode).toBe(409);
    expect(fractions.json().messages).toEqual(errorMessages("stock_type_in_use"));
    expect((await call("DELETE", `/admin/stock-types/${kilogram.id}`)).statusCode).toBe(409);
    const renamed = await call("PATCH", `/admin/stock-types/${kilogram.id}`, { title_en: "Kilo" });
    expect(renamed.json().data.title_en).toBe("Kilo");
    expect((await storefront("/stock-types")).json().data[0].title_en).toBe("Kilo");
    expect((await call("DELETE", `/admin/stock-types/${created.json().data.id}`)).statusCode).toBe(
      200,
    );

    const box = await call("POST", "/admin/package-types", {
      code: "box",
      title: "کارتن",
      title_en: "Box",
    });
    expect(box.statusCode).toBe(201);
    const list = await call("GET", "/admin/package-types");
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ code: "box", use_count: 0 }),
    ]);
    const patched = await call("PATCH", `/admin/package-types/${box.json().data.id}`, {
      sort_order: 3,
    });
    expect(patched.json().data.sort_order).toBe(3);
    expect((await call("DELETE", `/admin/package-types/${box.json().data.id}`)).statusCode).toBe(
      200,
    );
    expect((await call("DELETE", `/admin/package-types/${box.json().data.id}`)).statusCode).toBe(
      404,
    );
    const actions = (await auditOf("package_type")).map((row) => row.action);
    expect(actions).toEqual(["package_type.delete", "package_type.update", "package_type.create"]);
  });

  it("adds banners with an uploaded image; the storefront shows active ones in their schedule", async () => {
    const imageId = await uploadId(t.app, admin.headers, "banner_image", await makePng(), "b.png");
    const bySeller = await upload(t.app, seller.headers, "banner_image", await makePng(), "b.png");
    expect(bySeller.statusCode).toBe(403);
    const sellersImage = await uploadId(
      t.app,
      seller.headers,
      "product_image",
      await makePng(),
      "p.png",
    );

    const body = {
      position: "home_middle",
      title: "برداشت پاییزه",
      title_en: "Autumn harvest",
      image_file_id: imageId,
      link_url: "/customer/products?category_id=1",
    };
    const notMine = await call("POST", "/admin/banners", { ...body, image_file_id: sellersImage });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.en.image_file_id).toBeDefined();
    const badLink = await call("POST", "/admin/banners", { ...body, link_url: "javascript:x()" });
    expect(badLink.json().errors.en.link_url).toBe(
      "Please enter a path inside the site (starting with /) or an https address.",
    );
    const protocolRelative = await call("POST", "/admin/banners", { ...body, link_url: "//evil" });
    expect(protocolRelative.statusCode).toBe(422);
    const inverted = await call("POST", "/admin/banners", {
      ...body,
      starts_at: "2030-01-02T00:00:00Z",
      ends_at: "2030-01-01T00:00:00Z",
    });
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().errors.fa.ends_at).toBe("پایان باید پس از آغاز باشد.");

    const created = await call("POST", "/admin/banners", body);
    expect(created.statusCode).toBe(201);
    const banner = created.json().data;
    expect(banner.image_url).toMatch(/^\/api\/v1\/files\//);
    // The banner holds its upload: the clean-up of day-old unattached uploads keeps it and
    // takes the seller's image that nothing uses.
    await t.db
      .update(schema.files)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(inArray(schema.files.id, [imageId, sellersImage]));
    await t.db
      .update(schema.jobs)
      .set({ runAt: sql`now()` })
      .where(eq(schema.jobs.kind, "delete_unattached_files"));
    await t.app.jobs.runDue();
    const kept = await t.db
      .select({ id: schema.files.id })
      .from(schema.files)
      .where(inArray(schema.files.id, [imageId, sellersImage]));
    expect(kept.map((row) => row.id)).toEqual([imageId]);
    const middle = async () =>
      ((await storefront("/banners?position=home_middle")).json().data as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await middle()).toContain(banner.id);
    // The storefront names the upload's renditions, so browsers fetch the width they draw.
    const shown = (
      (await storefront("/banners?position=home_middle")).json().data as Banner[]
    ).find((row) => row.id === banner.id);
    expect(Object.keys(shown?.image_variants ?? {}).sort()).toEqual([
      "1280",
      "320",
      "480",
      "640",
      "960",
    ]);
    for (const url of Object.values(shown?.image_variants ?? {})) {
      expect(url).toMatch(/^\/api\/v1\/files\/.+\.webp$/);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    }

    const future = await call("PATCH", `/admin/banners/${banner.id}`, {
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(200);
    expect(await middle()).not.toContain(banner.id);
    // Only the end sent: checked against the stored start.
    const beforeStart = await call("PATCH", `/admin/banners/${banner.id}`, {
      ends_at: new Date(Date.now()).toISOString(),
    });
    expect(beforeStart.statusCode).toBe(422);
    await call("PATCH", `/admin/banners/${banner.id}`, {
      starts_at: null,
      ends_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(await middle()).not.toContain(banner.id);
    await call("PATCH", `/admin/banners/${banner.id}`, { ends_at: null, is_active: false });
    expect(await middle()).not.toContain(banner.id);
    const back = await call("PATCH", `/admin/banners/${banner.id}`, { is_active: true });
    expect(back.json().data).toMatchObject({ is_active: true, starts_at: null, ends_at: null });
    expect(await middle()).toContain(banner.id);

    const all = await call("GET", "/admin/banners");
    expect(all.json().data.items.map((row: { id: number }) => row.id)).toContain(banner.id);
    expect((await call("DELETE", `/admin/banners/${banner.id}`)).statusCode).toBe(200);
    expect(await middle()).not.toContain(banner.id);
    expect((await call("PATCH", `/admin/banners/${banner.id}`, { title: "x" })).statusCode).toBe(
      404,
    );
    const actions = (await auditOf("banner")).map((row) => row.action);
    expect(actions[0]).toBe("banner.delete");
    // Four updates went through; the refused one left no record.
    expect(actions.filter((action) => action === "banner.update")).toHaveLength(4);
  });

  it("pages, sorts and filters the console's lists, refusing a bad query (422) and an unknown parent (404)", async () => {
    const ids: number[] = [];
    for (const [title_en, is_active] of [
      ["Listed apples", true],
      ["Listed berries", false],
      ["Listed cherries", true],
    ] as const) {
      const created = await call("POST", "/admin/categories", {
        title: `فهرست ${title_en}`,
        title_en,
        is_active,
      });
      ids.push(created.json().data.id);
    }
    const titles = async (query: string) => {
      const answer = await call("GET", `/admin/categories?${query}`);
      expect(answer.statusCode, query).toBe(200);
      return answer.json().data as { items: { title_en: string }[]; has_more: boolean };
    };
    const listed = await titles("q=listed&sort=title_en&order=desc");
    expect(listed.items.map((row) => row.title_en)).toEqual([
      "Listed cherries",
      "Listed berries",
      "Listed apples",
    ]);
    expect((await titles("q=LISTED&status=inactive")).items.map((row) => row.title_en)).toEqual([
      "Listed berries",
    ]);
    const first = await titles("q=listed&status=active&sort=title_en&order=asc&per_page=1");
    expect(first).toMatchObject({ items: [{ title_en: "Listed apples" }], has_more: true });
    const second = await titles("q=listed&status=active&sort=title_en&order=asc&per_page=1&page=2");
    expect(second).toMatchObject({ items: [{ title_en: "Listed cherries" }], has_more: false });
    // A typed % is a letter, not a wildcard.
    expect((await titles("q=%25")).items).toEqual([]);
    const nul = await call("GET", "/admin/categories?q=a%00b");
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.en.q).toBeDefined();

    for (const bad of ["sort=slug", "status=gone", "per_page=101", "page=0", "q=x&junk=1"]) {
      expect((await call("GET", `/admin/categories?${bad}`)).statusCode, bad).toBe(422);
    }
    expect((await call("GET", "/admin/categories?parent_id=2147483647")).statusCode).toBe(404);

    await call("POST", "/admin/stock-types", { code: "pallet", title: "پالت", title_en: "Pallet" });
    const codes = async (query: string) =>
      (
        (await call("GET", `/admin/stock-types?${query}`)).json().data.items as {
          code: string;
          product_count: number;
        }[]
      ).map((row) => row.code);
    expect(await codes("use=unused&q=pall")).toEqual(["pallet"]);
    expect(await codes("use=used&q=pall")).toEqual([]);
    // Persian text finds the Persian title.
    expect(await codes(`q=${encodeURIComponent("پال")}`)).toEqual(["pallet"]);
    expect((await call("GET", "/admin/stock-types?use=some")).statusCode).toBe(422);

    const banners = await call("GET", "/admin/banners?position=home_top&status=active&q=x");
    expect(banners.statusCode).toBe(200);
    expect((await call("GET", "/admin/banners?position=sky")).statusCode).toBe(422);
  });

  it("edits a category, a unit and a banner in place: audited before and after, caches told", async () => {
    const revalidate = vi.spyOn(t.app.webCache, "revalidate");
    const category = (
      await call("POST", "/admin/categories", { title: "حبوبات", title_en: "Pulses" })
    ).json().data;
    revalidate.mockClear();
    const renamed = await call("PATCH", `/admin/categories/${category.id}`, {
      title: "حبوبات و غلات",
      title_en: "Pulses and grains",
      icon: "grain",
      sort_order: 7,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      title: "حبوبات و غلات",
      title_en: "Pulses and grains",
      icon: "grain",
      sort_order: 7,
      slug: category.slug,
    });
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledWith(["catalogue"]));
    const [record] = await auditOf("category");
    expect(record).toMatchObject({
      action: "category.update",
      targetId: String(category.id),
      before: expect.objectContaining({ title_en: "Pulses", sort_order: 0 }),
      after: expect.objectContaining({ title_en: "Pulses and grains", sort_order: 7 }),
    });
    const top = (await storefront("/categories")).json().data as { id: number; title_en: string }[];
    expect(top.find((row) => row.id === category.id)?.title_en).toBe("Pulses and grains");

    const unit = (
      await call("POST", "/admin/stock-types", { code: "sack", title: "کیسه", title_en: "Sack" })
    ).json().data;
    const unitRenamed = await call("PATCH", `/admin/stock-types/${unit.id}`, {
      title: "گونی",
      title_en: "Bag",
    });
    expect(unitRenamed.json().data).toMatchObject({ code: "sack", title: "گونی", title_en: "Bag" });
    const bad = await call("PATCH", `/admin/stock-types/${unit.id}`, { code: "bag" });
    expect(bad.statusCode).toBe(422);

    const imageId = await uploadId(t.app, admin.headers, "banner_image", await makePng(), "a.png");
    const banner = (
      await call("POST", "/admin/banners", {
        position: "home_top",
        title: "نوروز",
        title_en: "New year",
        image_file_id: imageId,
        link_url: "/customer/products",
      })
    ).json().data;
    const nextImage = await uploadId(
      t.app,
      admin.headers,
      "banner_image",
      await makePng(),
      "c.png",
    );
    revalidate.mockClear();
    const edited = await call("PATCH", `/admin/banners/${banner.id}`, {
      link_url: "https://example.com/harvest",
      image_file_id: nextImage,
      position: "home_middle",
      starts_at: "2030-03-20T00:00:00.000Z",
      ends_at: "2030-04-02T00:00:00.000Z",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      link_url: "https://example.com/harvest",
      position: "home_middle",
      starts_at: "2030-03-20T00:00:00.000Z",
      ends_at: "2030-04-02T00:00:00.000Z",
    });
    expect(edited.json().data.image_url).not.toBe(banner.image_url);
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledWith(["banners"]));
    const [bannerRecord] = await auditOf("banner");
    expect(bannerRecord).toMatchObject({
      action: "banner.update",
      before: expect.objectContaining({ link_url: "/customer/products", starts_at: null }),
      after: expect.objectContaining({ link_url: "https://example.com/harvest" }),
    });
    revalidate.mockRestore();
  });
});
