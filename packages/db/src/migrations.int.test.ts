import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrationsFolder, openDatabase } from "./client";

/** The migrations up to and including `lastTag`, as a folder drizzle's migrator reads. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "kesht-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * Data written before a migration is still there, and means the same, after it: the
 * migrations that reshape what exists are run over rows made in the old shape.
 */
describe("migrations keep existing data", () => {
  let handle: DatabaseHandle;
  let before: string;
  const rows = async (query: ReturnType<typeof sql>) =>
    (await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

  beforeAll(async () => {
    handle = await openDatabase();
    before = migrationsUpTo("0006_category_count_indexes");
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: before });

    await handle.db.execute(sql`
      insert into users (id, mobile, role, registration, name) values
        (1, '09120000101', 'customer', 'complete', 'Maryam'),
        (2, '09120000102', 'seller', 'complete', 'Reza'),
        (3, '09120000103', 'seller', 'shop_step1', 'Sara'),
        (4, '09120000104', null, 'none', null),
        (5, '09120000105', 'admin', 'complete', 'Admin')`);
    await handle.db.execute(sql`
      insert into sessions (token_hash, user_id, expires_at) values
        ('hash-1', 1, now() + interval '1 day'),
        ('hash-2', 2, now() + interval '1 day'),
        ('hash-4', 4, now() + interval '1 day')`);
    await handle.db.execute(sql`
      insert into sellers (user_id, store_name, manager_full_name, national_code, sheba, iban, card_number)
      values (2, 'برنج و چای لاهیجان', 'Reza', '0499370899', 'IR062960000000100324200001',
              'AE070331234567890123456', '6037991234567893')`);
    await handle.db.execute(sql`
      insert into cash_requests (user_id, amount_rials, sheba) values
        (1, 10000, 'IR062960000000100324200001'),
        (2, 20000, 'IR062960000000100324200001')`);
    await handle.db.execute(sql`
      insert into payments (id, user_id, purpose, amount_rials, currency, amount_minor, gateway, expires_at)
      values ('pay-1', 1, 'wallet_credit', 1000, 'IRR', 1000, 'sandbox', now()),
             ('pay-2', 2, 'wallet_credit', 1000, 'IRR', 1000, 'sandbox', now())`);

    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("gives everyone the role they had, and no role to who had none", async () => {
    const held = await rows(
      sql`select user_id, role, registration from user_roles order by user_id, role`,
    );
    expect(held.rows).toEqual([
      { user_id: 1, role: "customer", registration: "complete" },
      { user_id: 2, role: "seller", registration: "complete" },
      { user_id: 3, role: "seller", registration: "shop_step1" },
      { user_id: 5, role: "admin", registration: "complete" },
    ]);
  });

  it("keeps every session signed in, acting in the role its person had", async () => {
    const sessions = await rows(sql`select user_id, role from sessions order by user_id`);
    expect(sessions.rows).toEqual([
      { user_id: 1, role: "customer" },
      { user_id: 2, role: "seller" },
      { user_id: 4, role: null },
    ]);
  });

  it("says whose wallet each cash-out request and wallet payment was", async () => {
    const requests = await rows(sql`select user_id, role from cash_requests order by user_id`);
    expect(requests.rows).toEqual([
      { user_id: 1, role: "customer" },
      { user_id: 2, role: "seller" },
    ]);
    const payments = await rows(sql`select id, payer_role from payments order by id`);
    expect(payments.rows).toEqual([
      { id: "pay-1", payer_role: "customer" },
      { id: "pay-2", payer_role: "seller" },
    ]);
  });

  it("gives existing shops their Persian name as the Latin one until the API suggests another", async () => {
    const shops = await rows(sql`select store_name, store_name_en from sellers`);
    expect(shops.rows).toEqual([
      { store_name: "برنج و چای لاهیجان", store_name_en: "برنج و چای لاهیجان" },
    ]);
  });

  it("lets an order's history name only the statuses an order can have", async () => {
    // What the database answers (drizzle wraps its error); the CHECK runs as the row is
    // written, before the order reference is looked up.
    const refusal = (query: ReturnType<typeof sql>) =>
      handle.db.execute(query).then(
        () => "written",
        (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
      );
    expect(
      await refusal(sql`insert into order_events (order_id, to_status) values (1, 'shipped')`),
    ).toMatch(/order_events_to_status_check/);
    expect(
      await refusal(
        sql`insert into order_events (order_id, from_status, to_status) values (1, 'sent', 'paid')`,
      ),
    ).toMatch(/order_events_from_status_check/);
  });
});
