import { ROLE_HINT_COOKIE, SESSION_COOKIE } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { authClient } from "../../test/auth-client";
import { fundWallet } from "../../test/ledger";
import { step2Body, uploadShopFiles, validStep1 } from "../../test/shop-registration";

/**
 * One mobile number, several roles: the door (or a switch) chooses the role a session acts
 * in, and only that role's routes are open to it.
 */
describe("one person, several roles", () => {
  let t: TestApp;
  let client: ReturnType<typeof authClient>;
  let sequence = 0;
  const newMobile = () => `0936${String(++sequence).padStart(7, "0")}`;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: "10000" } });
    client = authClient(t);
  });
  afterAll(() => t.close());

  /** Signs in at a door with a fresh code; `headers` carry the new session for later calls. */
  async function signInAt(door: "customer" | "seller", mobile: string) {
    // Earlier codes go, so a second sign-in here never meets the resend cooldown.
    await t.db.delete(schema.otpCodes).where(eq(schema.otpCodes.mobile, mobile));
    const login = await client.login(mobile, await client.freshCode(mobile, { door }), { door });
    expect(login.statusCode).toBe(200);
    const cookie = client.cookieFrom(login, SESSION_COOKIE) ?? "";
    return { login, headers: { cookie, origin: client.origin } };
  }

  const call = (method: "GET" | "POST", url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...headers }, payload });

  const hintOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === ROLE_HINT_COOKIE)?.value;

  it("a customer becomes a shop with the same number, and the session's role decides what routes allow", async () => {
    const customer = await factories.createUser(t.db, {
      mobile: newMobile(),
      role: "customer",
      name: "Maryam",
    });

    // At the shop door the customer is let in, acting in no role until the shop is registered.
    const atShopDoor = await signInAt("seller", customer.mobile);
    expect(atShopDoor.login.json().data).toMatchObject({
      registered: false,
      user: {
        id: customer.id,
        role: null,
        registration: "none",
        roles: [{ role: "customer", registration: "complete" }],
      },
    });
    const { headers } = atShopDoor;
    expect((await call("GET", "/customer/profile", headers)).statusCode).toBe(403);

    const step1 = await call("POST", "/seller/register/step1", headers, validStep1);
    expect(step1.statusCode).toBe(200);
    expect(hintOf(step1)).toBe("seller");
    const files = await uploadShopFiles(t.app, headers);
    const step2 = await call(
      "POST",
      "/seller/register/step2",
      headers,
      await step2Body(t.app, files),
    );
    expect(step2.statusCode).toBe(200);

    // One person, one user id, two roles; the customer's name is theirs, not the manager's.
    const session = (await call("GET", "/auth/session", headers)).json().data.user;
    expect(session).toMatchObject({
      id: customer.id,
      role: "seller",
      registration: "complete",
      name: "Maryam",
      roles: [
        { role: "customer", registration: "complete" },
        { role: "seller", registration: "complete" },
      ],
    });
    expect((await call("GET", "/seller/profile", headers)).statusCode).toBe(200);
    expect((await call("GET", "/customer/profile", headers)).statusCode).toBe(403);
    expect((await call("GET", "/customer/carts?status=cart", headers)).statusCode).toBe(403);

    // Acting as the customer again needs no code: the number was verified at sign-in.
    const toCustomer = await call("POST", "/auth/session/role", headers, { role: "customer" });
    expect(toCustomer.statusCode).toBe(200);
    expect(toCustomer.json().data.user).toMatchObject({
      role: "customer",
      registration: "complete",
    });
    expect(hintOf(toCustomer)).toBe("customer");
    expect((await call("GET", "/customer/profile", headers)).statusCode).toBe(200);
    expect((await call("GET", "/customer/carts?status=cart", headers)).statusCode).toBe(200);
    expect((await call("GET", "/seller/profile", headers)).statusCode).toBe(403);

    const back = await call("POST", "/auth/session/role", headers, { role: "seller" });
    expect(back.json().data.user.role).toBe("seller");
    expect((await call("GET", "/seller/profile", headers)).statusCode).toBe(200);

    // A later sign-in: each door opens the role it names.
    const asCustomer = await signInAt("customer", customer.mobile);
    expect(asCustomer.login.json().data).toMatchObject({
      registered: true,
      user: { role: "customer" },
    });
    expect(hintOf(asCustomer.login)).toBe("customer");
  });

  it("refuses a switch to a role the person does not hold, and the session keeps its role", async () => {
    const { headers } = await signInAt("customer", newMobile());
    // Signed in, not registered: no role to act in yet.
    for (const role of ["seller", "customer", "admin", "driver"]) {
      const refused = await call("POST", "/auth/session/role", headers, { role });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        status: "error",
        messages: {
          en: "You do not have this kind of account yet.",
          fa: "هنوز چنین حسابی ندارید.",
        },
      });
    }

    const customer = await factories.createUser(t.db, { mobile: newMobile(), role: "customer" });
    const signedIn = await signInAt("customer", customer.mobile);
    const toShop = await call("POST", "/auth/session/role", signedIn.headers, { role: "seller" });
    expect(toShop.statusCode).toBe(403);
    expect(hintOf(toShop)).toBeUndefined();
    const session = (await call("GET", "/auth/session", signedIn.headers)).json().data.user;
    expect(session).toMatchObject({ role: "customer" });

    const unknownRole = await call("POST", "/auth/session/role", signedIn.headers, {
      role: "root",
    });
    expect(unknownRole.statusCode).toBe(422);
    const anonymous = await call(
      "POST",
      "/auth/session/role",
      { origin: client.origin },
      {
        role: "customer",
      },
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it("stops counting a role the person no longer holds", async () => {
    const seller = await factories.createUser(t.db, { mobile: newMobile(), role: "seller" });
    await factories.createSeller(t.db, { userId: seller.id });
    const { headers } = await signInAt("seller", seller.mobile);
    expect((await call("GET", "/seller/profile", headers)).statusCode).toBe(200);

    await t.db
      .delete(schema.userRoles)
      .where(and(eq(schema.userRoles.userId, seller.id), eq(schema.userRoles.role, "seller")));
    expect((await call("GET", "/seller/profile", headers)).statusCode).toBe(403);
    expect((await call("GET", "/auth/session", headers)).json().data.user).toMatchObject({
      role: null,
      roles: [],
    });
  });

  it("answers a code send identically for unknown numbers and numbers holding any roles", async () => {
    const both = await factories.createUser(t.db, { mobile: newMobile(), role: "customer" });
    await factories.addRole(t.db, both.id, "seller");
    const shopOnly = await factories.createUser(t.db, { mobile: newMobile(), role: "seller" });
    const halfway = await factories.createUser(t.db, {
      mobile: newMobile(),
      role: "seller",
      registration: "shop_step1",
    });
    const admin = await factories.createUser(t.db, { mobile: newMobile(), role: "admin" });
    const numbers = [both.mobile, shopOnly.mobile, halfway.mobile, admin.mobile];

    for (const door of ["customer", "seller", "driver", "admin"] as const) {
      const unknown = newMobile();
      const answers = [];
      for (const mobile of [unknown, ...numbers]) {
        // A number of its own per door: the resend cooldown must not be what differs.
        await t.db.delete(schema.otpCodes).where(eq(schema.otpCodes.mobile, mobile));
        const response = await client.sendCode(mobile, { door });
        const body = JSON.stringify(response.json()).replaceAll(mobile, "<mobile>");
        const persianMobile = mobile.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? "");
        answers.push({
          status: response.statusCode,
          body: body.replaceAll(persianMobile, "<mobile>"),
          headers: Object.keys(response.headers)
            .filter((name) => !["date", "x-request-id", "content-length"].includes(name))
            .filter((name) => !name.startsWith("x-ratelimit"))
            .sort()
            .map((name) => `${name}: ${name === "set-cookie" ? "" : response.headers[name]}`),
        });
      }
      const [first, ...rest] = answers;
      expect(first?.status).toBe(200);
      for (const answer of rest) expect(answer).toEqual(first);
    }
  });

  it("does not let a person buy from their own shop", async () => {
    const person = await factories.createUser(t.db, { mobile: newMobile(), role: "customer" });
    await factories.addRole(t.db, person.id, "seller");
    await factories.createSeller(t.db, { userId: person.id });
    const category = await factories.createCategory(t.db);
    const unit = await factories.createStockType(t.db);
    const product = await factories.createProduct(t.db, {
      sellerId: person.id,
      categoryId: category.id,
      stockTypeId: unit.id,
    });
    const { headers } = await signInAt("customer", person.mobile);
    const added = await call("POST", "/customer/carts", headers, {
      product_id: product.id,
      count: 1,
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().messages).toEqual({
      en: "This product is from your own shop.",
      fa: "این محصول از فروشگاه خود شماست.",
    });
  });

  it("keeps a customer's wallet and a shop's wallet apart for one person", async () => {
    const person = await factories.createUser(t.db, { mobile: newMobile(), role: "customer" });
    await factories.addRole(t.db, person.id, "seller");
    await factories.createSeller(t.db, { userId: person.id });
    await fundWallet(t.db, "seller_wallet", person.id, 500_000);
    await fundWallet(t.db, "customer_wallet", person.id, 20_000);
    const { headers } = await signInAt("seller", person.mobile);

    const cashOut = await call(
      "POST",
      "/seller/cash-request",
      { ...headers, "idempotency-key": "shop-cash-out-1" },
      { amount_toman: 30_000 },
    );
    expect(cashOut.statusCode).toBe(201);
    expect((await call("GET", "/seller/wallet", headers)).json().data).toMatchObject({
      balance_rials: 200_000,
      reserved_rials: 300_000,
    });
    expect((await call("GET", "/seller/cash-request", headers)).json().data).toHaveLength(1);

    await call("POST", "/auth/session/role", headers, { role: "customer" });
    expect((await call("GET", "/customer/wallet", headers)).json().data).toMatchObject({
      balance_rials: 20_000,
      reserved_rials: 0,
    });
    expect((await call("GET", "/customer/cash-request", headers)).json().data).toEqual([]);
  });
});
