import { randomUUID } from "node:crypto";
import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { balanceOf, expectLedgerBalanced } from "../../test/ledger";
import { createOrderRow, decideInSandbox, sandboxAuthority } from "../../test/payments";
import { signIn, signInSeller } from "../../test/sign-in";
import { failOrderPayment } from "../orders/orders.payments";
import { startFakeZarinpal, zarinpalAnswers } from "./gateways/fake-zarinpal-server";

type Person = Awaited<ReturnType<typeof signIn>>;

function helpers(t: () => TestApp) {
  const requestPayment = (person: Person, body: unknown, key: string | null = randomUUID()) =>
    t().app.inject({
      method: "POST",
      url: `/api/v1/${person.user.role === "seller" ? "seller" : "customer"}/payment/request`,
      headers: { ...person.headers, ...(key ? { "idempotency-key": key } : {}) },
      payload: body as Record<string, unknown>,
    });

  const get = (person: Person | null, url: string) =>
    t().app.inject({ method: "GET", url: `/api/v1${url}`, headers: person?.headers ?? {} });

  const paymentRow = async (id: string) => {
    const [row] = await t().db.select().from(schema.payments).where(eq(schema.payments.id, id));
    if (!row) throw new Error(`no payment ${id}`);
    return row;
  };

  /** Moves a payment's deadline into the past, as if 15 minutes went by. */
  const letTimePass = (id: string) =>
    t()
      .db.update(schema.payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.payments.id, id));

  return { requestPayment, get, paymentRow, letTimePass };
}

describe("payments through the sandbox gateway", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(() => expectLedgerBalanced(t.db));
  afterAll(() => t.close());

  const { requestPayment, get, paymentRow, letTimePass } = helpers(() => t);
  const credit = (amount_toman: number, gateway = "sandbox") => ({
    purpose: "wallet_credit",
    amount_toman,
    gateway,
  });

  it("lists the gateways offered, with the currency each charges in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/payment-gateways" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { code: "sandbox", currency: "IRR" },
      { code: "sandbox_aed", currency: "AED" },
    ]);
  });

  it("credits the wallet once the sandbox approves, and lists it in the turnovers", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const started = await requestPayment(customer, credit(50_000));
    expect(started.statusCode).toBe(201);
    const payment = started.json().data;
    expect(payment).toMatchObject({
      purpose: "wallet_credit",
      order_id: null,
      amount_rials: 500_000,
      currency: "IRR",
      amount_minor: 500_000,
      rate: null,
      gateway: "sandbox",
      status: "pending",
      reference_id: null,
    });
    expect(payment.redirect_url).toMatch(/^\/api\/v1\/payments\/sandbox\/S[0-9a-f]{36}$/);
    expect(new Date(payment.expires_at).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    // The hosted page: self-contained, both languages, the amount in toman.
    const page = await t.app.inject({ method: "GET", url: payment.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.body).toContain("50,000 toman");
    expect(page.body).toContain("۵۰٬۰۰۰ تومان");
    expect(page.body).toContain('value="approve"');
    expect(page.body).not.toMatch(/<script|https?:\/\//);

    const { decided, landing } = await decideInSandbox(t.app, payment.redirect_url, "approve");
    expect(decided.headers.location).toBe(
      `/api/v1/payments/callback/sandbox?Authority=${sandboxAuthority(payment.redirect_url)}&Status=OK`,
    );
    expect(landing).toBe("/customer/profile/wallet?payment=paid");

    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(500_000);
    const wallet = await get(customer, "/customer/wallet");
    expect(wallet.json().data).toEqual({
      balance_rials: 500_000,
      pending_income_rials: 0,
      deficit_rials: 0,
      reserved_rials: 0,
    });
    const turnovers = await get(customer, "/customer/turnovers");
    expect(turnovers.json().data).toMatchObject({
      items: [
        {
          kind: "wallet_credit",
          amount_rials: 500_000,
          balance_rials: 500_000,
          payment_id: payment.id,
          order_id: null,
          cash_request_id: null,
        },
      ],
      page: 1,
      has_more: false,
    });

    const read = await get(customer, `/customer/payments/${payment.id}`);
    expect(read.json().data).toMatchObject({ id: payment.id, status: "paid", redirect_url: null });
    expect(read.json().data.reference_id).toMatch(/^\d{9}$/);
  });

  it("credits once however often the callback is replayed", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const payment = (await requestPayment(customer, credit(20_000))).json().data;
    const { decided } = await decideInSandbox(t.app, payment.redirect_url, "approve");
    const callbackUrl = String(decided.headers.location);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: "GET", url: callbackUrl })),
    );
    for (const replay of replays) {
      expect(replay.statusCode).toBe(303);
      expect(replay.headers.location).toBe("/customer/profile/wallet?payment=paid");
    }
    const again = await t.app.inject({ method: "GET", url: callbackUrl });
    expect(again.headers.location).toBe("/customer/profile/wallet?payment=paid");
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(200_000);
    const credits = await t.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.paymentId, payment.id));
    expect(credits).toHaveLength(1);
  });

  it("credits nothing for a forged callback", async () => {
    const customer = await signIn(t.app, { role: "customer" });

    // An authority nobody issued.
    const unknown = await get(null, "/payments/callback/sandbox?Authority=S123&Status=OK");
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe("/?payment=failed");
    const empty = await get(null, "/payments/callback/sandbox");
    expect(empty.headers.location).toBe("/?payment=failed");

    // A real authority, "OK" in the query, while the payer has not decided: still pending.
    const pending = (await requestPayment(customer, credit(30_000))).json().data;
    const authority = sandboxAuthority(pending.redirect_url);
    const early = await get(null, `/payments/callback/sandbox?Authority=${authority}&Status=OK`);
    expect(early.headers.location).toBe("/customer/profile/wallet?payment=failed");
    expect((await paymentRow(pending.id)).status).toBe("pending");

    // A real authority the payer declined, with "OK" forged into the query.
    const declined = (await requestPayment(customer, credit(40_000))).json().data;
    const declinedAuthority = sandboxAuthority(declined.redirect_url);
    await t.app.inject({
      method: "POST",
      url: declined.redirect_url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=decline",
    });
    const forged = await get(
      null,
      `/payments/callback/sandbox?Authority=${declinedAuthority}&Status=OK`,
    );
    expect(forged.headers.location).toBe("/customer/profile/wallet?payment=failed");
    expect((await paymentRow(declined.id)).status).toBe("failed");

    // The right authority at another gateway's callback matches nothing.
    const approved = (await requestPayment(customer, credit(10_000))).json().data;
    const approvedAuthority = sandboxAuthority(approved.redirect_url);
    await t.app.inject({
      method: "POST",
      url: approved.redirect_url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=approve",
    });
    const crossed = await get(
      null,
      `/payments/callback/sandbox_aed?Authority=${approvedAuthority}&Status=OK`,
    );
    expect(crossed.headers.location).toBe("/?payment=failed");

    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(0);
  });

  it("leaves no credit when the payer declines", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const payment = (await requestPayment(customer, credit(25_000))).json().data;
    const { decided, landing } = await decideInSandbox(t.app, payment.redirect_url, "decline");
    expect(decided.headers.location).toContain("Status=NOK");
    expect(landing).toBe("/customer/profile/wallet?payment=failed");
    const read = await get(customer, `/customer/payments/${payment.id}`);
    expect(read.json().data).toMatchObject({ status: "failed", redirect_url: null });
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(0);

    // The page now says so, and its only way on is back to the shop.
    const page = await t.app.inject({ method: "GET", url: payment.redirect_url });
    expect(page.body).toContain("This payment was declined.");
    expect(page.body).not.toContain('value="approve"');
  });

  it("expires a payment left to time out, leaving no credit", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const payment = (await requestPayment(customer, credit(15_000))).json().data;
    const { decided } = await decideInSandbox(t.app, payment.redirect_url, "timeout");
    expect(decided.statusCode).toBe(200);
    expect(decided.body).toContain("left to time out");
    expect((await paymentRow(payment.id)).status).toBe("pending");

    // Still within its time, the sweep leaves it alone.
    expect(await t.app.payments.expireDue()).toBe(0);
    await letTimePass(payment.id);
    expect(await t.app.payments.expireDue()).toBe(1);
    expect((await paymentRow(payment.id)).status).toBe("expired");
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(0);

    // A late return to the callback changes nothing.
    const late = await get(
      null,
      `/payments/callback/sandbox?Authority=${sandboxAuthority(payment.redirect_url)}&Status=NOK`,
    );
    expect(late.headers.location).toBe("/customer/profile/wallet?payment=failed");
    expect((await paymentRow(payment.id)).status).toBe("expired");
  });

  it("resolves a payment past its time when it is read", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const payment = (await requestPayment(customer, credit(12_000))).json().data;
    await letTimePass(payment.id);
    const read = await get(customer, `/customer/payments/${payment.id}`);
    expect(read.json().data).toMatchObject({ status: "expired", redirect_url: null });
  });

  it("completes a payment the payer approved but never came back from, when its time is up", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const payment = (await requestPayment(customer, credit(18_000))).json().data;
    await t.app.inject({
      method: "POST",
      url: payment.redirect_url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=approve",
    });
    await letTimePass(payment.id);
    expect(await t.app.payments.expireDue()).toBe(1);
    expect((await paymentRow(payment.id)).status).toBe("paid");
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(180_000);
  });

  it("fixes the dirham amount from the stored rates when the payment starts", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const noRates = await requestPayment(customer, credit(100_000, "sandbox_aed"));
    expect(noRates.statusCode).toBe(503);
    expect(noRates.json().messages.en).toContain("exchange rates");

    await factories.createRate(t.db, { pair: "USD_IRR", rate: "1000000" });
    await factories.createRate(t.db, { pair: "USD_AED", rate: "4" });
    const started = await requestPayment(customer, credit(100_000, "sandbox_aed"));
    expect(started.statusCode).toBe(201);
    const payment = started.json().data;
    // 1,000,000 rials at 250,000 rials per dirham: 4 dirhams, 400 fils.
    expect(payment).toMatchObject({
      amount_rials: 1_000_000,
      currency: "AED",
      amount_minor: 400,
      rate: 250_000,
      gateway: "sandbox_aed",
    });

    // A newer rate does not change a payment already started.
    await factories.createRate(t.db, { pair: "USD_AED", rate: "5" });
    const page = await t.app.inject({ method: "GET", url: payment.redirect_url });
    expect(page.body).toContain("AED 4.00");
    expect(page.body).toContain("۴٫۰۰ درهم");
    const { landing } = await decideInSandbox(t.app, payment.redirect_url, "approve");
    expect(landing).toBe("/customer/profile/wallet?payment=paid");
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(1_000_000);
    expect((await paymentRow(payment.id)).rate).toBe("250000.000000");
  });

  it("answers a repeated request with the same payment, and requires the key", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const key = randomUUID();
    const first = await requestPayment(customer, credit(60_000), key);
    const second = await requestPayment(customer, credit(60_000), key);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    const rows = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.userId, customer.user.id));
    expect(rows).toHaveLength(1);

    const reused = await requestPayment(customer, credit(70_000), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().messages.en).toBe(
      "This request key was already used for a different request.",
    );

    const keyless = await requestPayment(customer, credit(60_000), null);
    expect(keyless.statusCode).toBe(422);
    expect(keyless.json().messages.en).toContain("Idempotency-Key");
    expect(keyless.json().messages.fa).toContain("Idempotency-Key");
  });

  it("validates the amount and the gateway in both languages", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const small = await requestPayment(customer, credit(500));
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.en.amount_toman).toBe("The amount must be at least 1,000 toman.");
    expect(small.json().errors.fa.amount_toman).toBeTruthy();

    const missing = await requestPayment(customer, {
      purpose: "wallet_credit",
      gateway: "sandbox",
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.en.amount_toman).toBeTruthy();

    // Zarinpal is not configured in this app.
    const unoffered = await requestPayment(customer, credit(5_000, "zarinpal"));
    expect(unoffered.statusCode).toBe(422);
    expect(unoffered.json().messages.en).toBe(
      "This payment gateway is not available; please choose another.",
    );
  });

  it("shows a payment only to its owner", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const other = await signIn(t.app, { role: "customer" });
    const payment = (await requestPayment(customer, credit(5_000))).json().data;
    expect((await get(other, `/customer/payments/${payment.id}`)).statusCode).toBe(403);
    expect((await get(customer, `/customer/payments/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(null, `/customer/payments/${payment.id}`)).statusCode).toBe(401);
    const seller = await signInSeller(t.app);
    expect((await get(seller, `/seller/payments/${payment.id}`)).statusCode).toBe(403);
  });

  it("credits a shop's own wallet and brings the seller back to the shop's wallet page", async () => {
    const seller = await signInSeller(t.app);
    const payment = (await requestPayment(seller, credit(80_000))).json().data;
    const { landing } = await decideInSandbox(t.app, payment.redirect_url, "approve");
    expect(landing).toBe("/shop/profile/wallet?payment=paid");
    expect(await balanceOf(t.db, "seller_wallet", seller.user.id)).toBe(800_000);
    expect((await get(seller, `/seller/payments/${payment.id}`)).json().data.status).toBe("paid");

    // A shop does not pay orders.
    const order = await requestPayment(seller, {
      purpose: "order",
      order_id: 1,
      gateway: "sandbox",
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.en.purpose).toBeTruthy();
  });

  describe("for an order", () => {
    const orderBody = (order_id: number) => ({ purpose: "order", order_id, gateway: "sandbox" });

    it("pays a waiting order of the customer's and brings them back to it", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      const shop = await signInSeller(t.app);
      const order = await createOrderRow(t.db, {
        customerId: customer.user.id,
        sellerId: shop.user.id,
        totalRials: 1_230_000,
      });
      const started = await requestPayment(customer, orderBody(order.id));
      expect(started.statusCode).toBe(201);
      const payment = started.json().data;
      expect(payment).toMatchObject({
        purpose: "order",
        order_id: order.id,
        amount_rials: 1_230_000,
      });
      // The payment lasts as long as the order's stock reservation.
      expect(payment.expires_at).toBe(order.reservedUntil?.toISOString());

      const { landing } = await decideInSandbox(t.app, payment.redirect_url, "approve");
      expect(landing).toBe(`/customer/orders/${order.id}?payment=paid`);
      const [paid] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
      expect(paid?.status).toBe("paid");
      expect(await balanceOf(t.db, "seller_pending", shop.user.id)).toBe(1_230_000);
      expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(0);

      // The customer's turnovers show the money coming in and going to the order.
      const turnovers = (await get(customer, "/customer/turnovers")).json().data.items;
      expect(turnovers).toMatchObject([
        { kind: "order_payment", amount_rials: -1_230_000, balance_rials: 0, order_id: order.id },
        { kind: "wallet_credit", amount_rials: 1_230_000, balance_rials: 1_230_000 },
      ]);
    });

    it("refuses another customer's order, a missing one and one not waiting for payment", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      const other = await signIn(t.app, { role: "customer" });
      const shop = await signInSeller(t.app);
      const order = await createOrderRow(t.db, {
        customerId: customer.user.id,
        sellerId: shop.user.id,
        totalRials: 100_000,
      });
      expect((await requestPayment(other, orderBody(order.id))).statusCode).toBe(403);
      expect((await requestPayment(customer, orderBody(999_999))).statusCode).toBe(404);
      const paidOrder = await createOrderRow(t.db, {
        customerId: customer.user.id,
        sellerId: shop.user.id,
        totalRials: 100_000,
        status: "paid",
      });
      const refused = await requestPayment(customer, orderBody(paidOrder.id));
      expect(refused.statusCode).toBe(409);
    });

    it("cancels the unpaid order when its payment is declined or expires", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      const shop = await signInSeller(t.app);
      const declined = await createOrderRow(t.db, {
        customerId: customer.user.id,
        sellerId: shop.user.id,
        totalRials: 200_000,
      });
      const first = (await requestPayment(customer, orderBody(declined.id))).json().data;
      const { landing } = await decideInSandbox(t.app, first.redirect_url, "decline");
      expect(landing).toBe(`/customer/orders/${declined.id}?payment=failed`);

      const expiring = await createOrderRow(t.db, {
        customerId: customer.user.id,
        sellerId: shop.user.id,
        totalRials: 300_000,
      });
      const second = (await requestPayment(customer, orderBody(expiring.id))).json().data;
      await letTimePass(second.id);
      await t.app.payments.expireDue();

      const rows = await t.db
        .select()
        .from(schema.orders)
        .where(eq(schema.orders.customerId, customer.user.id));
      // The reason is a code, read in each reader's language; no text in both at once.
      expect(
        rows.map((row) => [row.id, row.status, row.cancelledBy, row.systemCancelReason]),
      ).toEqual(
        expect.arrayContaining([
          [declined.id, "cancelled", "system", "payment_failed"],
          [expiring.id, "cancelled", "system", "payment_expired"],
        ]),
      );
      expect(rows.every((row) => row.cancelReason === null)).toBe(true);
      expect(await balanceOf(t.db, "seller_pending", shop.user.id)).toBe(0);
    });

    it("keeps the money in the wallet when the gateway confirms after the order closed", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      const shop = await signInSeller(t.app);
      const order = await createOrderRow(t.db, {
        customerId: customer.user.id,
        sellerId: shop.user.id,
        totalRials: 450_000,
      });
      const payment = (await requestPayment(customer, orderBody(order.id))).json().data;
      // The reservation ran out and the order was cancelled while the payer was paying.
      await t.db.transaction((tx) =>
        failOrderPayment(tx, { orderId: order.id, reason: "payment_expired" }),
      );
      const { landing } = await decideInSandbox(t.app, payment.redirect_url, "approve");
      expect(landing).toBe("/customer/profile/wallet?payment=paid");
      expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(450_000);
      expect(await balanceOf(t.db, "seller_pending", shop.user.id)).toBe(0);
      expect((await paymentRow(payment.id)).status).toBe("paid");
    });

    it("replaces a pending payment of the order with a new one", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      const shop = await signInSeller(t.app);
      const order = await createOrderRow(t.db, {
        customerId: customer.user.id,
        sellerId: shop.user.id,
        totalRials: 90_000,
      });
      const first = (await requestPayment(customer, orderBody(order.id))).json().data;
      const second = (await requestPayment(customer, orderBody(order.id))).json().data;
      expect(second.id).not.toBe(first.id);
      expect((await paymentRow(first.id)).status).toBe("failed");

      const { landing } = await decideInSandbox(t.app, second.redirect_url, "approve");
      expect(landing).toBe(`/customer/orders/${order.id}?payment=paid`);
      // Paying the replaced one too puts that money in the wallet, not into the order twice.
      const late = await decideInSandbox(t.app, first.redirect_url, "approve");
      expect(late.landing).toBe("/customer/profile/wallet?payment=paid");
      expect(await balanceOf(t.db, "seller_pending", shop.user.id)).toBe(90_000);
      expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(90_000);
    });
  });
});

describe("payments through Zarinpal", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeZarinpal>>;
  beforeAll(async () => {
    fake = await startFakeZarinpal();
    t = await createTestApp({
      seed: false,
      env: {
        PAYMENT_GATEWAYS: "zarinpal",
        ZARINPAL_MERCHANT_ID: "1344b5d4-0048-11e8-94db-005056a205be",
        ZARINPAL_API_URL: fake.baseUrl,
        PUBLIC_SITE_URL: "https://kesht.example",
      },
    });
  });
  afterEach(async () => {
    fake.reset();
    await expectLedgerBalanced(t.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const { requestPayment, get } = helpers(() => t);
  const body = { purpose: "wallet_credit", amount_toman: 75_000, gateway: "zarinpal" };

  it("sends the payer to Zarinpal and credits once Zarinpal verifies", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    fake.answerRequestWith(zarinpalAnswers.requested("A0000000000000000000000000000000ZP01"));
    const payment = (await requestPayment(customer, body)).json().data;
    expect(payment.redirect_url).toBe(
      `${fake.baseUrl}/pg/StartPay/A0000000000000000000000000000000ZP01`,
    );
    expect(fake.calls[0]?.body).toMatchObject({
      amount: 750_000,
      callback_url: "https://kesht.example/api/v1/payments/callback/zarinpal",
    });

    fake.answerVerifyWith(zarinpalAnswers.verified(100, 98765));
    const callback = await get(
      null,
      "/payments/callback/zarinpal?Authority=A0000000000000000000000000000000ZP01&Status=OK",
    );
    expect(callback.headers.location).toBe("/customer/profile/wallet?payment=paid");
    expect(fake.calls.at(-1)).toMatchObject({
      path: "/pg/v4/payment/verify.json",
      body: { amount: 750_000, authority: "A0000000000000000000000000000000ZP01" },
    });
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(750_000);
    const read = await get(customer, `/customer/payments/${payment.id}`);
    expect(read.json().data).toMatchObject({ status: "paid", reference_id: "98765" });

    // The sandbox is not offered here: its pages do not exist.
    expect((await get(null, "/payments/sandbox/S1")).statusCode).toBe(404);
  });

  it("credits nothing when Zarinpal does not confirm, and answers 502 when it refuses to start", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    fake.answerRequestWith(zarinpalAnswers.requested("A0000000000000000000000000000000ZP02"));
    const payment = (await requestPayment(customer, body)).json().data;
    fake.answerVerifyWith(zarinpalAnswers.error(-51, "Session is not valid"));
    const callback = await get(
      null,
      "/payments/callback/zarinpal?Authority=A0000000000000000000000000000000ZP02&Status=OK",
    );
    expect(callback.headers.location).toBe("/customer/profile/wallet?payment=failed");
    expect((await get(customer, `/customer/payments/${payment.id}`)).json().data.status).toBe(
      "failed",
    );
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(0);

    fake.answerRequestWith(zarinpalAnswers.error(-12, "Too many attempts"));
    const refused = await requestPayment(customer, body);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().messages.en).toBe(
      "The payment gateway did not answer; please try again.",
    );
  });
});
