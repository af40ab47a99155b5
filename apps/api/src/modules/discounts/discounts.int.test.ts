import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import {
  type CommerceWorld,
  createCommerceTestApp,
  createShop,
  dayFromToday,
} from "../../test/commerce";
import { addLine, basketOf, checkoutWithCode, createDiscountCode } from "../../test/discounts";
import { balanceOf, expectLedgerBalanced } from "../../test/ledger";
import { signIn } from "../../test/sign-in";
import { failOrderPayment } from "../orders/orders.payments";

describe("discount codes", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let shop: Awaited<ReturnType<typeof createShop>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let serial = 0;
  /** A code no other test uses. */
  const fresh = (prefix: string) => `${prefix}${++serial}X`;

  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
    shop = await createShop(t.app, world);
    admin = await signIn(t.app, { role: "admin" });
  });
  afterEach(() => expectLedgerBalanced(t.db));
  afterAll(() => t.close());

  const check = (headers: Record<string, string>, cartId: number, code: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/customer/discount-codes/check",
      headers,
      payload: { cart_id: cartId, code },
    });

  it("refuses a shop's code that does not hold together, in both languages", async () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/seller/discount-codes",
        headers: shop.headers,
        payload,
      });
    const noPercent = await post({ code: "SPRING", kind: "percent" });
    expect(noPercent.statusCode).toBe(422);
    expect(noPercent.json().errors.en.percent).toBe("This field is required.");
    expect(noPercent.json().errors.fa.percent).toBe("این فیلد الزامی است.");
    const backwards = await post({
      code: "SPRING",
      kind: "amount",
      amount_toman: 5_000,
      starts_on: "2026-06-10",
      ends_on: "2026-06-01",
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.en.ends_on).toMatch(/before the first day/);
    expect(backwards.json().errors.fa.ends_on).toMatch(/روز پایان/);
    const badCode = await post({ code: "a b", kind: "percent", percent: 10 });
    expect(badCode.json().errors.en.code).toMatch(/3 to 24/);
    expect((await post({ code: "OK1", kind: "percent", percent: 101 })).statusCode).toBe(422);
    expect((await post({ code: "OK1", kind: "percent", percent: 5, x: 1 })).statusCode).toBe(422);
    // Anyone but a shop is refused before the body is read.
    const asCustomer = await t.app.inject({
      method: "POST",
      url: "/api/v1/seller/discount-codes",
      headers: (await signIn(t.app, { role: "customer" })).headers,
      payload: { code: "OK1", kind: "percent", percent: 5 },
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it("lets a shop create, list, change and switch off its own codes; codes are unique", async () => {
    const code = fresh("ripe");
    const made = await createDiscountCode(t.app, shop.headers, "seller", {
      code: `  ${code} `,
      kind: "amount",
      amount_toman: "۲۰٬۰۰۰",
      min_basket_toman: 100_000,
      per_person_limit: 1,
    });
    expect(made).toMatchObject({
      code: code.toUpperCase(),
      funded_by: "shop",
      amount_rials: 200_000,
      min_basket_rials: 1_000_000,
      used_count: 0,
      active: true,
    });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/discount-codes",
      headers: admin.headers,
      payload: { code: code.toLowerCase(), kind: "percent", percent: 5 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages.fa).toMatch(/پیش‌تر ثبت شده/);

    const list = await t.app.inject({
      method: "GET",
      url: "/api/v1/seller/discount-codes",
      headers: shop.headers,
    });
    expect(list.json().data.items.map((c: { id: number }) => c.id)).toContain(made.id);
    const platformList = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/discount-codes",
      headers: admin.headers,
    });
    expect(platformList.json().data.items.map((c: { id: number }) => c.id)).not.toContain(made.id);

    const off = await t.app.inject({
      method: "PUT",
      url: `/api/v1/seller/discount-codes/${made.id}`,
      headers: shop.headers,
      payload: { kind: "percent", percent: 15, active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ code: made.code, percent: 15, active: false });
    const otherShop = await createShop(t.app, world);
    const notTheirs = await t.app.inject({
      method: "PUT",
      url: `/api/v1/seller/discount-codes/${made.id}`,
      headers: otherShop.headers,
      payload: { kind: "percent", percent: 50 },
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it("writes an admin's platform codes to the audit log, and not a shop's", async () => {
    const made = await createDiscountCode(t.app, admin.headers, "admin", { code: fresh("kesht") });
    const off = await t.app.inject({
      method: "PUT",
      url: `/api/v1/admin/discount-codes/${made.id}`,
      headers: admin.headers,
      payload: { kind: "percent", percent: 10, active: false },
    });
    expect(off.statusCode).toBe(200);
    const audit = await t.app.inject({
      method: "GET",
      url: `/api/v1/admin/audit?target_kind=discount_code&target_id=${made.id}`,
      headers: admin.headers,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const actions = audit.json().data.items.map((row: { action: string }) => row.action);
    expect(actions.sort()).toEqual(["discount_code.create", "discount_code.update"]);
    const shops = await createDiscountCode(t.app, shop.headers, "seller", { code: fresh("own") });
    const none = await t.app.inject({
      method: "GET",
      url: `/api/v1/admin/audit?target_kind=discount_code&target_id=${shops.id}`,
      headers: admin.headers,
    });
    expect(none.json().data.items).toEqual([]);
  });

  it("tells a customer why a code is refused: unknown, off, not yet, expired, other shop, minimum", async () => {
    const basket = await basketOf(t.app, world, shop.user.id, { kg: 1, priceRials: 500_000 });
    const refusal = async (code: string) => {
      const answer = await check(basket.person.headers, basket.cartId, code);
      return { ...answer.json(), status: answer.statusCode };
    };
    expect(await refusal("NOSUCHCODE")).toMatchObject({
      status: 422,
      messages: { en: expect.stringMatching(/no such discount code/) },
    });
    const make = (body: Record<string, unknown>) =>
      createDiscountCode(t.app, shop.headers, "seller", { code: fresh("c"), ...body });
    const off = await make({ active: false });
    expect((await refusal(off.code)).messages.en).toMatch(/switched off/);
    const later = await make({ starts_on: dayFromToday(3) });
    expect((await refusal(later.code)).messages.en).toMatch(/cannot be used yet/);
    const gone = await make({ starts_on: dayFromToday(-5), ends_on: dayFromToday(-1) });
    const expired = await refusal(gone.code);
    expect(expired.messages).toEqual({
      en: "This discount code has expired.",
      fa: "مهلت این کد تخفیف تمام شده است.",
    });
    const other = await createShop(t.app, world);
    const theirs = await createDiscountCode(t.app, other.headers, "seller", { code: fresh("o") });
    expect((await refusal(theirs.code)).messages.fa).toMatch(/فروشگاه دیگری/);
    const big = await make({ min_basket_toman: 60_000 });
    const below = await refusal(big.code);
    expect(below.status).toBe(422);
    expect(below.messages.en).toMatch(/minimum is 60,000 toman/);
    expect(below.messages.fa).toMatch(/۶۰٬۰۰۰ تومان/);
    // Typed in lower case with Persian digits, a good code is found and priced.
    const good = await make({ kind: "percent", percent: 10, code: "GOOD12" });
    const fine = await check(basket.person.headers, basket.cartId, " good۱۲ ");
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data).toEqual({
      code: good.code,
      funded_by: "shop",
      items_total_rials: 500_000,
      discount_rials: 50_000,
    });
    // A checkout with a refused code makes no order and takes no money.
    const refused = await checkoutWithCode(t.app, world, basket.person, basket.cartId, gone.code);
    expect(refused.statusCode).toBe(422);
    expect(await balanceOf(t.db, "customer_wallet", basket.person.user.id)).toBe(10_000_000);
  });

  it("gives a cancelled order's use back, paid or unpaid", async () => {
    const once = await createDiscountCode(t.app, shop.headers, "seller", {
      code: fresh("once"),
      total_limit: 1,
    });
    const first = await basketOf(t.app, world, shop.user.id);
    const bought = await checkoutWithCode(t.app, world, first.person, first.cartId, once.code);
    expect(bought.statusCode).toBe(201);
    const order = bought.json().data.order;
    expect(order.discount).toEqual({ code: once.code, funded_by: "shop", discount_rials: 160_000 });
    expect(order.total_rials).toBe(1_600_000 - 160_000 + 500_000);

    const second = await basketOf(t.app, world, shop.user.id);
    const usedUp = await checkoutWithCode(t.app, world, second.person, second.cartId, once.code);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().messages.fa).toMatch(/ظرفیت/);

    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/v1/customer/orders/${order.id}/cancel`,
      headers: first.person.headers,
      payload: { cancel_message_id: world.customerCancelId },
    });
    expect(cancelled.statusCode).toBe(200);
    // The refund is what the customer paid, not the price before the discount.
    expect(await balanceOf(t.db, "customer_wallet", first.person.user.id)).toBe(10_000_000);

    // Unpaid at the gateway, the order holds the use; when its payment fails it gives it back.
    const unpaid = await checkoutWithCode(
      t.app,
      world,
      second.person,
      second.cartId,
      once.code,
      "gateway",
    );
    expect(unpaid.statusCode).toBe(201);
    const third = await basketOf(t.app, world, shop.user.id);
    const held = await checkoutWithCode(t.app, world, third.person, third.cartId, once.code);
    expect(held.statusCode).toBe(409);
    await t.db.transaction((tx) =>
      failOrderPayment(tx, { orderId: unpaid.json().data.order.id, reason: "payment_failed" }),
    );
    const uses = await t.db
      .select()
      .from(schema.discountRedemptions)
      .where(eq(schema.discountRedemptions.codeId, once.id));
    expect(uses).toEqual([]);
  });

  it("holds a code's total limit under 50 concurrent checkouts", async () => {
    const limit = 7;
    const few = await createDiscountCode(t.app, admin.headers, "admin", {
      code: fresh("rush"),
      total_limit: limit,
    });
    const baskets = [];
    for (let i = 0; i < 50; i += 1) {
      baskets.push(await basketOf(t.app, world, shop.user.id, { kg: 1, priceRials: 100_000 }));
    }
    const answers = await Promise.all(
      baskets.map((b) => checkoutWithCode(t.app, world, b.person, b.cartId, few.code)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50 - limit);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().messages.en).toMatch(/used as many times/);
    }
    const uses = await t.db
      .select()
      .from(schema.discountRedemptions)
      .where(eq(schema.discountRedemptions.codeId, few.id));
    expect(uses).toHaveLength(limit);
  });

  it("holds a person's limit under concurrent checkouts of their baskets", async () => {
    const perPerson = await createDiscountCode(t.app, admin.headers, "admin", {
      code: fresh("mine"),
      per_person_limit: 2,
    });
    const first = await basketOf(t.app, world, shop.user.id, { kg: 1, priceRials: 100_000 });
    const carts = [first.cartId];
    for (let i = 0; i < 9; i += 1) {
      const other = await createShop(t.app, world);
      const product = await basketOf(t.app, world, other.user.id);
      carts.push(await addLine(t.app, first.person.headers, product.product.id, 1));
    }
    const answers = await Promise.all(
      carts.map((cartId) => checkoutWithCode(t.app, world, first.person, cartId, perPerson.code)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().messages.en).toMatch(/as many times as one person may/);
  });
});
