import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrationsFolder } from "./client";
import { openEmptyTestDatabase } from "./test-database";

/** The migrations before `tag`, as a folder drizzle's migrators read. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "kesht-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateFolder(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

/**
 * Migration 0032 (decision 041) over a shop's catalogue, carts and orders written before
 * variants existed: every product becomes a single-variant product with what it had, and
 * every cart line and order line names that variant, nothing else changed.
 */
describe("migration 0032: products become single-variant products", () => {
  let handle: DatabaseHandle;
  let before: string;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    handle = await openEmptyTestDatabase();
    before = migrationsBefore("0032_product_variants");
    await migrateFolder(handle, before);

    await handle.db.execute(sql`
      insert into countries (id, code, name_en, name_fa, dial_code) values (1, 'IR', 'Iran', 'ایران', '+98')`);
    await handle.db.execute(sql`
      insert into provinces (id, country_id, code, name_en, name_fa) values (1, 1, 'gilan', 'Gilan', 'گیلان')`);
    await handle.db.execute(sql`
      insert into cities (id, province_id, code, name_en, name_fa) values (1, 1, 'rasht', 'Rasht', 'رشت')`);
    await handle.db.execute(sql`
      insert into users (id, mobile, name) values
        (1, '09120000201', 'Maryam'), (2, '09120000202', 'Reza')`);
    await handle.db.execute(sql`
      insert into sellers (user_id, store_name, store_name_en, manager_full_name, national_code, sheba, iban, card_number)
      values (2, 'برنج لاهیجان', 'Lahijan Rice', 'Reza', '0499370899', 'IR062960000000100324200001',
              'AE070331234567890123456', '6037991234567893')`);
    await handle.db.execute(sql`
      insert into stock_types (id, code, name_fa, name_en, allows_fraction) values
        (1, 'kg', 'کیلوگرم', 'Kilogram', true), (2, 'box', 'جعبه', 'Box', false)`);
    await handle.db.execute(sql`
      insert into categories (id, slug, name_fa, name_en) values (1, 'rice', 'برنج', 'Rice')`);
    await handle.db.execute(sql`
      insert into products (id, seller_id, name, category_id, stock, stock_type_id, price_rials,
                            discount_percent, discounted_price_rials, is_active, deleted_at) values
        (1, 2, 'برنج هاشمی', 1, 120.5, 1, 1500000, 10, 1350000, true, null),
        (2, 2, 'چای لاهیجان', 1, 7, 2, 900000, 0, 900000, false, null),
        (3, 2, 'برنج طارم', 1, 0, 1, 1200000, 0, 1200000, true, now())`);
    await handle.db.execute(sql`
      insert into carts (id, customer_id, seller_id, status) values (1, 1, 2, 'cart'), (2, 1, 2, 'ordered')`);
    await handle.db.execute(sql`
      insert into cart_items (id, cart_id, product_id, count, unit_price_rials) values
        (1, 1, 1, 2.5, 1350000), (2, 1, 2, 3, 900000), (3, 2, 3, 1, 1200000)`);
    await handle.db.execute(sql`
      insert into orders (id, customer_id, seller_id, cart_id, status, address, destination_city_id,
                          send_method, shipping_cost_rials, delivery_date, items_total_rials,
                          total_rials, payment_method) values
        (1, 1, 2, 2, 'completed', '{"address": "Farm road 12"}', 1, 'driver', 500000,
         '2026-11-01', 4575000, 5075000, 'wallet')`);
    await handle.db.execute(sql`
      insert into order_items (id, order_id, product_id, name, latin_name, stock_type_id, count,
                               unit_price_rials, list_price_rials, total_rials) values
        (1, 1, 3, 'برنج طارم', 'Tarom rice', 1, 1, 1200000, 1200000, 1200000),
        (2, 1, 1, 'برنج هاشمی (قدیم)', null, 1, 2.5, 1350000, 1500000, 3375000)`);

    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("gives every product, deleted and inactive ones too, one variant with its price, stock and unit", async () => {
    expect(
      await rows(sql`select product_id, label, label_en, price_rials::int, discount_percent,
                            discounted_price_rials::int, stock::float8, stock_type_id, weight_kg,
                            deleted_at from product_variants order by product_id`),
    ).toEqual([
      {
        product_id: 1,
        label: "",
        label_en: "",
        price_rials: 1_500_000,
        discount_percent: 10,
        discounted_price_rials: 1_350_000,
        stock: 120.5,
        stock_type_id: 1,
        weight_kg: null,
        deleted_at: null,
      },
      {
        product_id: 2,
        label: "",
        label_en: "",
        price_rials: 900_000,
        discount_percent: 0,
        discounted_price_rials: 900_000,
        stock: 7,
        stock_type_id: 2,
        weight_kg: null,
        deleted_at: null,
      },
      {
        product_id: 3,
        label: "",
        label_en: "",
        price_rials: 1_200_000,
        discount_percent: 0,
        discounted_price_rials: 1_200_000,
        stock: 0,
        stock_type_id: 1,
        weight_kg: null,
        deleted_at: null,
      },
    ]);
    expect(
      await rows(sql`select id, name, is_active, deleted_at is not null as deleted, price_rials::int,
                            discounted_price_rials::int, stock_type_id from products order by id`),
    ).toEqual([
      {
        id: 1,
        name: "برنج هاشمی",
        is_active: true,
        deleted: false,
        price_rials: 1_500_000,
        discounted_price_rials: 1_350_000,
        stock_type_id: 1,
      },
      {
        id: 2,
        name: "چای لاهیجان",
        is_active: false,
        deleted: false,
        price_rials: 900_000,
        discounted_price_rials: 900_000,
        stock_type_id: 2,
      },
      {
        id: 3,
        name: "برنج طارم",
        is_active: true,
        deleted: true,
        price_rials: 1_200_000,
        discounted_price_rials: 1_200_000,
        stock_type_id: 1,
      },
    ]);
  });

  it("keeps every cart line, each naming its product's variant", async () => {
    expect(
      await rows(sql`select c.id, c.cart_id, c.product_id, c.count::float8, c.unit_price_rials::int,
                            v.product_id = c.product_id as same_product
                     from cart_items c join product_variants v on v.id = c.variant_id order by c.id`),
    ).toEqual([
      {
        id: 1,
        cart_id: 1,
        product_id: 1,
        count: 2.5,
        unit_price_rials: 1_350_000,
        same_product: true,
      },
      { id: 2, cart_id: 1, product_id: 2, count: 3, unit_price_rials: 900_000, same_product: true },
      {
        id: 3,
        cart_id: 2,
        product_id: 3,
        count: 1,
        unit_price_rials: 1_200_000,
        same_product: true,
      },
    ]);
  });

  it("keeps every order line's snapshot (name, price, unit) and gives it its variant", async () => {
    expect(
      await rows(sql`select i.id, i.product_id, i.name, i.latin_name, i.stock_type_id,
                            i.count::float8, i.unit_price_rials::int, i.list_price_rials::int,
                            i.total_rials::int, i.variant_label, i.unit_weight_kg,
                            v.product_id = i.product_id as same_product
                     from order_items i join product_variants v on v.id = i.variant_id order by i.id`),
    ).toEqual([
      {
        id: 1,
        product_id: 3,
        name: "برنج طارم",
        latin_name: "Tarom rice",
        stock_type_id: 1,
        count: 1,
        unit_price_rials: 1_200_000,
        list_price_rials: 1_200_000,
        total_rials: 1_200_000,
        variant_label: "",
        unit_weight_kg: null,
        same_product: true,
      },
      {
        id: 2,
        product_id: 1,
        name: "برنج هاشمی (قدیم)",
        latin_name: null,
        stock_type_id: 1,
        count: 2.5,
        unit_price_rials: 1_350_000,
        list_price_rials: 1_500_000,
        total_rials: 3_375_000,
        variant_label: "",
        unit_weight_kg: null,
        same_product: true,
      },
    ]);
    expect(await rows(sql`select id, total_rials::int, status from orders`)).toEqual([
      { id: 1, total_rials: 5_075_000, status: "completed" },
    ]);
  });

  it("makes new variants and lines follow the rules: one line per variant in a cart, stock never below zero", async () => {
    await expect(
      handle.db.execute(
        sql`insert into cart_items (cart_id, product_id, variant_id, count, unit_price_rials)
            select 1, 1, variant_id, 1, 1 from cart_items where id = 1`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`update product_variants set stock = -1 where product_id = 1`),
    ).rejects.toThrow();
  });
});
