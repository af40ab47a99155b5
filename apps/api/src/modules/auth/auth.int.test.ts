import { LANGUAGE_COOKIE, ROLE_HINT_COOKIE, SESSION_COOKIE } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireRole } from "../../plugins/session";
import { createTestApp, type TestApp } from "../../test/app";
import { authClient } from "../../test/auth-client";

describe("sign-in with a one-time code", () => {
  let t: TestApp;
  let client: ReturnType<typeof authClient>;
  let sequence = 0;
  /** A fresh number per test, so the cooldown of one test never touches another. */
  const newMobile = () => `0935${String(++sequence).padStart(7, "0")}`;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { WEB_ORIGIN: "https://kesht.example", RATE_LIMIT_MAX: "10000" },
      extend(app) {
        app.get("/api/v1/__protected", { onRequest: requireRole("customer") }, async () => ({
          ok: true,
        }));
      },
    });
    client = authClient(t);
  });
  afterAll(() => t.close());

  it("sends a bilingual code and signs a new number in as unregistered", async () => {
    const mobile = newMobile();
    const sent = await client.sendCode(mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers["cache-control"]).toBe("no-store");
    expect(sent.json()).toMatchObject({
      status: "success",
      data: { mobile, resend_after_seconds: 60, expires_in_seconds: 120 },
      messages: { en: `We sent a code to ${mobile}.` },
    });

    const outbox = await t.app.inject({
      method: "GET",
      url: `/api/v1/dev/outbox?mobile=${mobile}`,
    });
    const [text] = outbox.json().data as { mobile: string; text: string; created_at: string }[];
    expect(text?.mobile).toBe(mobile);
    expect(text?.text).toMatch(/^Kesht code: \d{6} \(valid 2 minutes\)\nکد ورود کشت: [۰-۹]{6} /);

    const code = await client.latestCode(mobile);
    // Stored as an HMAC only.
    const [row] = await t.db
      .select()
      .from(schema.otpCodes)
      .where(eq(schema.otpCodes.mobile, mobile));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.door).toBe("customer");

    const login = await client.login(mobile, code);
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toEqual({
      registered: false,
      user: {
        id: expect.any(Number),
        mobile,
        role: null,
        name: null,
        email: null,
        registration: "none",
        roles: [],
      },
      token: null,
    });

    const sessionCookie = login.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(sessionCookie).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(sessionCookie?.secure).toBeFalsy();
    // No role yet, so no role hint.
    const hint = login.cookies.find((cookie) => cookie.name === ROLE_HINT_COOKIE);
    expect(hint?.value ?? "").toBe("");

    const session = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/session",
      headers: { cookie: client.cookieFrom(login, SESSION_COOKIE) ?? "" },
    });
    expect(session.json().data.user).toEqual(login.json().data.user);
  });

  it("signs a registered customer in, with the readable role hint", async () => {
    const user = await factories.createUser(t.db, {
      mobile: newMobile(),
      role: "customer",
      registration: "complete",
      name: "Maryam",
    });
    const code = await client.freshCode(user.mobile);
    const login = await client.login(user.mobile, code);
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({
      registered: true,
      user: { id: user.id, role: "customer", name: "Maryam", registration: "complete" },
    });
    const hint = login.cookies.find((cookie) => cookie.name === ROLE_HINT_COOKIE);
    expect(hint).toMatchObject({ value: "customer", sameSite: "Lax", path: "/" });
    // Readable by the web server and scripts: it is a hint, never a credential.
    expect(hint?.httpOnly).toBeFalsy();
  });

  it("answers a send the same way whether or not the number is registered", async () => {
    const registered = await factories.createUser(t.db, {
      mobile: newMobile(),
      role: "seller",
      registration: "complete",
    });
    const unknown = newMobile();
    const a = await client.sendCode(registered.mobile, { door: "seller" });
    const b = await client.sendCode(unknown, { door: "seller" });
    expect(a.statusCode).toBe(b.statusCode);
    const strip = (body: { data: { mobile: string }; messages: unknown; message: unknown }) => ({
      ...body,
      data: { ...body.data, mobile: "" },
      messages: null,
      message: null,
    });
    expect(strip(a.json())).toEqual(strip(b.json()));
  });

  it("accepts Persian digits, +98 and 0098 and answers with the national form", async () => {
    const mobile = newMobile();
    const persian = mobile.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit);
    const persianSend = await client.sendCode(persian);
    expect(persianSend.json().data.mobile).toBe(mobile);

    const code = await client.latestCode(mobile);
    const persianCode = code.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit);
    const login = await client.login(`+98${mobile.slice(1)}`, persianCode);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.mobile).toBe(mobile);

    const other = newMobile();
    const international = await client.sendCode(`0098 ${other.slice(1, 4)} ${other.slice(4)}`);
    expect(international.statusCode).toBe(200);
    expect(international.json().data.mobile).toBe(other);
  });

  it("tells a wrong format from a wrong length, in both languages", async () => {
    const format = await client.sendCode("08123456789");
    expect(format.statusCode).toBe(422);
    expect(format.json().errors).toEqual({
      en: { mobile: "Please enter an Iranian mobile number, for example 09121234567." },
      fa: { mobile: "لطفاً یک شماره موبایل ایرانی وارد کنید، برای نمونه ۰۹۱۲۱۲۳۴۵۶۷." },
    });
    const letters = await client.sendCode("0912abc4567");
    expect(letters.json().errors.en.mobile).toBe(format.json().errors.en.mobile);

    const length = await client.sendCode("0912123456");
    expect(length.statusCode).toBe(422);
    expect(length.json().errors).toEqual({
      en: { mobile: "A mobile number has 11 digits, for example 09121234567." },
      fa: { mobile: "شماره موبایل ۱۱ رقم است، برای نمونه ۰۹۱۲۱۲۳۴۵۶۷." },
    });

    const badCode = await client.login(newMobile(), "12ab56");
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().errors.en).toEqual({ code: "Please check the entered code." });
    expect(badCode.json().errors.fa).toEqual({ code: "لطفاً کد واردشده را بررسی کنید." });
  });

  it("lets a new number in at the seller door too, to register a shop", async () => {
    const mobile = newMobile();
    const code = await client.freshCode(mobile, { door: "seller" });
    const login = await client.login(mobile, code, { door: "seller" });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ registered: false, user: { role: null } });
  });

  it("lets a new number in at the driver door, to register as a driver", async () => {
    const mobile = newMobile();
    const code = await client.freshCode(mobile, { door: "driver" });
    const login = await client.login(mobile, code, { door: "driver" });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ registered: false, user: { role: null, roles: [] } });
  });

  it("never creates admins at sign-in", async () => {
    const mobile = newMobile();
    const code = await client.freshCode(mobile, { door: "admin" });
    const refused = await client.login(mobile, code, { door: "admin" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages.en).toContain("There is no admin account for this number.");
    expect(refused.json().messages.fa).toContain("برای این شماره حساب مدیری وجود ندارد.");
    const users = await t.db.select().from(schema.users).where(eq(schema.users.mobile, mobile));
    expect(users).toHaveLength(0);

    const admin = await factories.createUser(t.db, {
      mobile: newMobile(),
      role: "admin",
      registration: "complete",
    });
    // The customer door refuses no one: an admin there acts in no role until they register.
    const atCustomerDoor = await client.login(admin.mobile, await client.freshCode(admin.mobile), {
      door: "customer",
    });
    expect(atCustomerDoor.statusCode).toBe(200);
    expect(atCustomerDoor.json().data).toMatchObject({
      registered: false,
      user: { role: null, roles: [{ role: "admin", registration: "complete" }] },
    });

    const driver = await factories.createUser(t.db, {
      mobile: newMobile(),
      role: "driver",
      registration: "complete",
    });
    const driverCode = await client.freshCode(driver.mobile, { door: "driver" });
    const login = await client.login(driver.mobile, driverCode, { door: "driver" });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ registered: true, user: { role: "driver" } });
  });

  it("writes a person's texts in the language they sign in with, unless they chose one", async () => {
    const signInFrom = async (mobile: string, language: string) => {
      const headers = { cookie: `${LANGUAGE_COOKIE}=${language}` };
      const login = await client.login(mobile, await client.freshCode(mobile), { headers });
      expect(login.statusCode).toBe(200);
      return login.json().data.user.id as number;
    };
    const textLanguage = async (userId: number) => {
      const [row] = await t.db
        .select({ language: schema.contactSettings.language })
        .from(schema.contactSettings)
        .where(eq(schema.contactSettings.userId, userId));
      return row?.language ?? null;
    };
    expect(await textLanguage(await signInFrom(newMobile(), "en"))).toBe("en");
    // A cookie naming no language of ours keeps nothing.
    expect(await textLanguage(await signInFrom(newMobile(), "de"))).toBeNull();
    // A language chosen on the settings page stays, whatever page the person signs in from.
    const chose = await factories.createUser(t.db, { role: "customer", mobile: newMobile() });
    await t.db.insert(schema.contactSettings).values({ userId: chose.id, language: "fa" });
    expect(await textLanguage(await signInFrom(chose.mobile, "en"))).toBe("fa");
  });

  it("gives the token only to clients that ask for bearer transport", async () => {
    const mobile = newMobile();
    const withoutHeader = await client.login(mobile, await client.freshCode(mobile));
    expect(withoutHeader.json().data.token).toBeNull();

    const other = newMobile();
    const withHeader = await client.login(other, await client.freshCode(other), {
      headers: { "x-session-transport": "bearer" },
    });
    const { token } = withHeader.json().data as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/session",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.json().data.user.mobile).toBe(other);
  });

  it("answers GET /auth/session with user null when signed out, and clears a dead cookie", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/auth/session" });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toEqual({ user: null });
    expect(anonymous.headers["cache-control"]).toBe("no-store");
    expect(anonymous.cookies).toHaveLength(0);

    const dead = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/session",
      headers: { cookie: `${SESSION_COOKIE}=${"C".repeat(43)}; ${ROLE_HINT_COOKIE}=seller` },
    });
    expect(dead.json().data).toEqual({ user: null });
    const cleared = dead.cookies.map((cookie) => [cookie.name, cookie.value]);
    expect(cleared).toEqual(
      expect.arrayContaining([
        [SESSION_COOKIE, ""],
        [ROLE_HINT_COOKIE, ""],
      ]),
    );
  });

  it("ends the session server-side at logout, so the old cookie gets 401", async () => {
    const user = await factories.createUser(t.db, {
      mobile: newMobile(),
      role: "customer",
      registration: "complete",
    });
    const login = await client.login(user.mobile, await client.freshCode(user.mobile));
    const cookie = client.cookieFrom(login, SESSION_COOKIE) ?? "";
    const before = await t.app.inject({
      method: "GET",
      url: "/api/v1/__protected",
      headers: { cookie },
    });
    expect(before.statusCode).toBe(200);

    const logout = await t.app.inject({
      method: "POST",
      url: "/api/v1/customer/Logout",
      headers: { cookie, origin: client.origin },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().messages.en).toBe("You have logged out.");
    const cleared = Object.fromEntries(logout.cookies.map((item) => [item.name, item]));
    expect(cleared[SESSION_COOKIE]?.value).toBe("");
    expect(cleared[ROLE_HINT_COOKIE]?.value).toBe("");

    const after = await t.app.inject({
      method: "GET",
      url: "/api/v1/__protected",
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it("logs a bearer client out at the seller door too", async () => {
    const seller = await factories.createUser(t.db, {
      mobile: newMobile(),
      role: "seller",
      registration: "complete",
    });
    const login = await client.login(seller.mobile, await client.freshCode(seller.mobile), {
      door: "seller",
      headers: { "x-session-transport": "bearer" },
    });
    const authorization = `Bearer ${login.json().data.token}`;
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/v1/seller/Logout",
      headers: { authorization },
    });
    expect(logout.statusCode).toBe(200);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/session",
      headers: { authorization },
    });
    expect(session.json().data.user).toBeNull();
  });

  it("refuses a logout posted from another origin, and the session lives on", async () => {
    const mobile = newMobile();
    const login = await client.login(mobile, await client.freshCode(mobile));
    const cookie = client.cookieFrom(login, SESSION_COOKIE) ?? "";
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/v1/customer/Logout",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(forged.statusCode).toBe(403);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/session",
      headers: { cookie },
    });
    expect(session.json().data.user.mobile).toBe(mobile);
  });
});
