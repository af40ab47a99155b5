import { randomUUID } from "node:crypto";
import { type Database, schema } from "@kesht/db";
import { afterEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { expectLedgerBalanced, fundWallet } from "../../test/ledger";
import { type SignedIn, signIn, signInSeller, withAdminTestApp } from "../../test/sign-in";
import { accountId } from "../ledger/ledger.service";

type Person = SignedIn;

const SHEBA = "IR062960000000100324200001";

/** A wallet credit at a given moment, for the date-range tests. */
async function creditAt(db: Database, userId: number, amountRials: number, at: Date) {
  await db.transaction(async (tx) => {
    const [transaction] = await tx
      .insert(schema.ledgerTransactions)
      .values({ kind: "wallet_credit", createdAt: at })
      .returning();
    if (!transaction) throw new Error("no transaction");
    await tx.insert(schema.ledgerEntries).values([
      {
        transactionId: transaction.id,
        accountId: await accountId(tx, "gateway_clearing", null),
        amountRials: -amountRials,
        createdAt: at,
      },
      {
        transactionId: transaction.id,
        accountId: await accountId(tx, "customer_wallet", userId),
        amountRials,
        createdAt: at,
      },
    ]);
  });
}

describe("wallet, turnovers and cash-out", () => {
  let t: TestApp;
  let admin: Person;
  withAdminTestApp({ seed: false }, (setup) => {
    ({ t, admin } = setup);
  });
  afterEach(() => expectLedgerBalanced(t.db));

  const get = (person: Person, url: string) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers: person.headers });
  const cashRequest = (person: Person, body: unknown, key: string | null = randomUUID()) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/${person.user.role === "seller" ? "seller" : "customer"}/cash-request`,
      headers: { ...person.headers, ...(key ? { "idempotency-key": key } : {}) },
      payload: body as Record<string, unknown>,
    });
  const decide = (id: number, body: unknown, person: Person = admin) =>
    t.app.inject({
      method: "PUT",
      url: `/api/v1/admin/cash-requests/${id}`,
      headers: person.headers,
      payload: body as Record<string, unknown>,
    });
  const wallet = async (person: Person) =>
    (await get(person, `/${person.user.role === "seller" ? "seller" : "customer"}/wallet`)).json()
      .data;

  it("shows each person only their own wallet and turnovers", async () => {
    const rich = await signIn(t.app, { role: "customer" });
    const other = await signIn(t.app, { role: "customer" });
    await fundWallet(t.db, "customer_wallet", rich.user.id, 900_000);

    expect(await wallet(rich)).toEqual({
      balance_rials: 900_000,
      pending_income_rials: 0,
      deficit_rials: 0,
      reserved_rials: 0,
    });
    expect(await wallet(other)).toEqual({
      balance_rials: 0,
      pending_income_rials: 0,
      deficit_rials: 0,
      reserved_rials: 0,
    });
    expect((await get(other, "/customer/turnovers")).json().data).toEqual({
      items: [],
      page: 1,
      per_page: 30,
      has_more: false,
    });

    // Roles keep to their own side.
    const seller = await signInSeller(t.app);
    expect((await get(seller, "/customer/wallet")).statusCode).toBe(403);
    expect((await get(rich, "/seller/wallet")).statusCode).toBe(403);
    expect((await get(seller, "/seller/wallet")).json().data.balance_rials).toBe(0);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/customer/wallet" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists turnovers newest first with the running balance, by page and by Tehran day", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    // 20 March 2025, 23:00 in Tehran (UTC+3:30) is 19:30 UTC; 21 March 00:30 is 21:00 UTC.
    await creditAt(t.db, customer.user.id, 100_000, new Date("2025-03-19T10:00:00Z"));
    await creditAt(t.db, customer.user.id, 200_000, new Date("2025-03-20T19:30:00Z"));
    await creditAt(t.db, customer.user.id, 300_000, new Date("2025-03-20T21:00:00Z"));
    await creditAt(t.db, customer.user.id, 400_000, new Date("2025-03-22T08:00:00Z"));

    const all = (await get(customer, "/customer/turnovers")).json().data;
    expect(all.items.map((item: { amount_rials: number }) => item.amount_rials)).toEqual([
      400_000, 300_000, 200_000, 100_000,
    ]);
    expect(all.items.map((item: { balance_rials: number }) => item.balance_rials)).toEqual([
      1_000_000, 600_000, 300_000, 100_000,
    ]);

    const firstPage = (await get(customer, "/customer/turnovers?per_page=3")).json().data;
    expect(firstPage.items).toHaveLength(3);
    expect(firstPage.has_more).toBe(true);
    const secondPage = (await get(customer, "/customer/turnovers?per_page=3&page=2")).json().data;
    expect(secondPage.items).toMatchObject([{ amount_rials: 100_000, balance_rials: 100_000 }]);
    expect(secondPage.has_more).toBe(false);

    // Tehran's 20 March holds the 23:00 credit; the 00:30 one belongs to the 21st. The running
    // balance stays the balance of the whole history.
    const onThe20th = (
      await get(customer, "/customer/turnovers?from=2025-03-20&to=2025-03-20")
    ).json().data;
    expect(onThe20th.items).toMatchObject([{ amount_rials: 200_000, balance_rials: 300_000 }]);
    const fromThe21st = (await get(customer, "/customer/turnovers?from=2025-03-21")).json().data;
    expect(fromThe21st.items.map((item: { amount_rials: number }) => item.amount_rials)).toEqual([
      400_000, 300_000,
    ]);
    const untilThe20th = (await get(customer, "/customer/turnovers?to=2025-03-20")).json().data;
    expect(untilThe20th.items).toHaveLength(2);

    const bad = await get(customer, "/customer/turnovers?from=20-03-2025");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.en.from).toBe("Please enter a valid date.");
    expect(bad.json().errors.fa.from).toBeTruthy();
  });

  it("reserves a cash-out until the admin pays it", async () => {
    const customer = await signIn(t.app, { role: "customer", name: "Sara Ahmadi" });
    await fundWallet(t.db, "customer_wallet", customer.user.id, 1_000_000);

    const created = await cashRequest(customer, { amount_toman: 30_000, sheba: ` ${SHEBA} ` });
    expect(created.statusCode).toBe(201);
    const request = created.json().data;
    expect(request).toMatchObject({
      user_id: customer.user.id,
      amount_rials: 300_000,
      sheba: SHEBA,
      status: "pending",
      decided_at: null,
    });
    expect(await wallet(customer)).toMatchObject({
      balance_rials: 700_000,
      reserved_rials: 300_000,
    });
    const turnovers = (await get(customer, "/customer/turnovers")).json().data.items;
    expect(turnovers[0]).toMatchObject({
      kind: "cash_out_request",
      amount_rials: -300_000,
      balance_rials: 700_000,
      cash_request_id: request.id,
    });
    expect((await get(customer, "/customer/cash-request")).json().data).toMatchObject([
      { id: request.id, status: "pending" },
    ]);

    const queue = (await get(admin, "/admin/cash-requests")).json().data;
    expect(queue).toContainEqual(
      expect.objectContaining({
        id: request.id,
        requester: {
          id: customer.user.id,
          name: "Sara Ahmadi",
          mobile: customer.user.mobile,
          role: "customer",
          store_name: null,
          store_name_en: null,
        },
      }),
    );

    const paid = await decide(request.id, { decision: "paid", bank_reference: "TRX-7781" });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: "paid",
      bank_reference: "TRX-7781",
      rejection_reason: null,
    });
    expect(paid.json().data.decided_at).toBeTruthy();
    expect(await wallet(customer)).toMatchObject({ balance_rials: 700_000, reserved_rials: 0 });
    expect((await get(admin, "/admin/cash-requests?status=paid")).json().data).toContainEqual(
      expect.objectContaining({ id: request.id }),
    );

    // Decided once: a second decision is refused, and nothing moves.
    const again = await decide(request.id, { decision: "rejected", reason: "Duplicate" });
    expect(again.statusCode).toBe(409);
    expect(await wallet(customer)).toMatchObject({ balance_rials: 700_000, reserved_rials: 0 });
  });

  it("puts a rejected request's amount back in the wallet", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    await fundWallet(t.db, "customer_wallet", customer.user.id, 500_000);
    const request = (await cashRequest(customer, { amount_toman: 50_000, sheba: SHEBA })).json()
      .data;
    expect(await wallet(customer)).toMatchObject({ balance_rials: 0, reserved_rials: 500_000 });

    const reasonless = await decide(request.id, { decision: "rejected" });
    expect(reasonless.statusCode).toBe(422);
    expect(reasonless.json().errors.en.reason).toBe("This field is required.");

    const rejected = await decide(request.id, {
      decision: "rejected",
      reason: "The Sheba belongs to someone else",
    });
    expect(rejected.json().data).toMatchObject({
      status: "rejected",
      rejection_reason: "The Sheba belongs to someone else",
    });
    expect(await wallet(customer)).toMatchObject({ balance_rials: 500_000, reserved_rials: 0 });
    const turnovers = (await get(customer, "/customer/turnovers")).json().data.items;
    expect(turnovers[0]).toMatchObject({
      kind: "cash_out_rejected",
      amount_rials: 500_000,
      balance_rials: 500_000,
    });
    expect((await decide(request.id, { decision: "paid" })).statusCode).toBe(409);
    expect((await decide(999_999, { decision: "paid" })).statusCode).toBe(404);
  });

  it("refuses an amount above the balance, a missing Sheba and a bad one", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    await fundWallet(t.db, "customer_wallet", customer.user.id, 100_000);

    const tooMuch = await cashRequest(customer, { amount_toman: 10_001, sheba: SHEBA });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().messages).toEqual({
      en: "Your wallet balance is less than this amount.",
      fa: "موجودی کیف پول شما کمتر از این مبلغ است.",
    });
    const noSheba = await cashRequest(customer, { amount_toman: 5_000 });
    expect(noSheba.statusCode).toBe(422);
    expect(noSheba.json().errors.en.sheba).toBe("This field is required.");
    const badSheba = await cashRequest(customer, { amount_toman: 5_000, sheba: "IR00123" });
    expect(badSheba.statusCode).toBe(422);
    expect(badSheba.json().errors.fa.sheba).toBeTruthy();
    const tiny = await cashRequest(customer, { amount_toman: 10, sheba: SHEBA });
    expect(tiny.json().errors.en.amount_toman).toBe("The amount must be at least 1,000 toman.");

    // All of it refused: the whole balance is still there, and no request was made.
    expect(await wallet(customer)).toMatchObject({ balance_rials: 100_000, reserved_rials: 0 });
    expect((await get(customer, "/customer/cash-request")).json().data).toEqual([]);
  });

  it("makes one request for a repeated key, and refuses the key with another body", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    await fundWallet(t.db, "customer_wallet", customer.user.id, 400_000);
    const key = randomUUID();
    const body = { amount_toman: 10_000, sheba: SHEBA };
    const answers = await Promise.all([
      cashRequest(customer, body, key),
      cashRequest(customer, body, key),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(201);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect((await get(customer, "/customer/cash-request")).json().data).toHaveLength(1);
    expect(await wallet(customer)).toMatchObject({
      balance_rials: 300_000,
      reserved_rials: 100_000,
    });

    const reused = await cashRequest(customer, { ...body, amount_toman: 20_000 }, key);
    expect(reused.statusCode).toBe(422);
    const keyless = await cashRequest(customer, body, null);
    expect(keyless.statusCode).toBe(422);
    expect((await get(customer, "/customer/cash-request")).json().data).toHaveLength(1);
  });

  it("pays a shop out to its profile's Sheba", async () => {
    const seller = await signInSeller(t.app, { shop: { storeName: "Saffron House" } });
    await fundWallet(t.db, "seller_wallet", seller.user.id, 2_000_000);
    const created = await cashRequest(seller, { amount_toman: 150_000 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      sheba: seller.shop.sheba,
      amount_rials: 1_500_000,
    });
    expect(await wallet(seller)).toMatchObject({
      balance_rials: 500_000,
      reserved_rials: 1_500_000,
      pending_income_rials: 0,
    });
    const queue = (await get(admin, "/admin/cash-requests")).json().data;
    expect(queue).toContainEqual(
      expect.objectContaining({
        id: created.json().data.id,
        requester: expect.objectContaining({ role: "seller", store_name: "Saffron House" }),
      }),
    );
    await decide(created.json().data.id, { decision: "rejected", reason: "Bank closed" });
    expect(await wallet(seller)).toMatchObject({ balance_rials: 2_000_000, reserved_rials: 0 });
    expect((await get(seller, "/seller/turnovers")).json().data.items[0]).toMatchObject({
      kind: "cash_out_rejected",
      balance_rials: 2_000_000,
    });
  });

  it("pages the admin's queue for the console's table, sorted by time or amount", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    await fundWallet(t.db, "customer_wallet", customer.user.id, 10_000_000);
    const mine: number[] = [];
    for (const amount of [30_000, 10_000, 50_000, 20_000, 40_000]) {
      const created = await cashRequest(customer, { amount_toman: amount, sheba: SHEBA });
      expect(created.statusCode).toBe(201);
      mine.push(created.json().data.id);
    }
    type Row = { id: number; amount_rials: number; status: string };
    const everyPage = async (query: string) => {
      const rows: Row[] = [];
      for (let page = 1; ; page += 1) {
        const response = await get(
          admin,
          `/admin/cash-requests/paged?per_page=2&page=${page}${query}`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("no-store");
        const data = response.json().data;
        expect(data).toMatchObject({ page, per_page: 2 });
        expect(data.items.length).toBeLessThanOrEqual(2);
        rows.push(...data.items);
        if (!data.has_more) return rows;
      }
    };

    // The queue, oldest first, page after page: the same rows as the whole list, none twice.
    const queue = await everyPage("");
    const whole = (await get(admin, "/admin/cash-requests")).json().data as Row[];
    expect(queue.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    expect(queue.filter((row) => mine.includes(row.id)).map((row) => row.id)).toEqual(mine);
    expect(new Set(queue.map((row) => row.id)).size).toBe(queue.length);

    // By amount, largest first.
    const byAmount = await everyPage("&sort=amount&order=desc");
    const amounts = byAmount.map((row) => row.amount_rials);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(byAmount.filter((row) => mine.includes(row.id)).map((row) => row.amount_rials)).toEqual([
      500_000, 400_000, 300_000, 200_000, 100_000,
    ]);

    // Another status: one decided, it leaves the pending pages for the paid ones.
    const [first] = mine;
    if (!first) throw new Error("no request");
    await decide(first, { decision: "paid", bank_reference: "PAGE-1" });
    expect((await everyPage("")).map((row) => row.id)).not.toContain(first);
    const paid = await everyPage("&status=paid&order=desc");
    expect(paid[0]).toMatchObject({ id: first, status: "paid" });

    for (const bad of ["sort=name", "per_page=101", "page=0", "status=lost", "order=up"]) {
      expect((await get(admin, `/admin/cash-requests/paged?${bad}`)).statusCode).toBe(422);
    }
    expect((await get(customer, "/admin/cash-requests/paged")).statusCode).toBe(403);
  });

  it("keeps the admin's queue to admins", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    expect((await get(customer, "/admin/cash-requests")).statusCode).toBe(403);
    expect((await decide(1, { decision: "paid" }, customer)).statusCode).toBe(403);
    const badStatus = await get(admin, "/admin/cash-requests?status=lost");
    expect(badStatus.statusCode).toBe(422);
  });
});
