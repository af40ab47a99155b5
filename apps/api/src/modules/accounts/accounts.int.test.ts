import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { signIn } from "../../test/sign-in";

describe("customer registration and profile", () => {
  let t: TestApp;
  let iranId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const countries = (await t.app.inject({ method: "GET", url: "/api/v1/countries" })).json()
      .data as { id: number; code: string }[];
    iranId = countries.find((country) => country.code === "IR")?.id ?? 0;
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: "POST", url: `/api/v1${url}`, headers, payload: payload as object });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });

  async function newCustomer() {
    const person = await signIn(t.app, { role: null });
    const response = await post("/customer/register", person.headers, {
      name: "Maryam Rahimi",
      email: "maryam@example.com",
      mobile: person.user.mobile,
      country_id: iranId,
    });
    expect(response.statusCode).toBe(200);
    return person;
  }

  describe("POST /customer/register", () => {
    it("makes a signed-in person without a role a customer", async () => {
      const person = await signIn(t.app, { role: null });
      const response = await post("/customer/register", person.headers, {
        name: "  Ali Karimi ",
        email: "ali@example.com",
        mobile: person.user.mobile,
        country_id: iranId,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toEqual({
        id: person.user.id,
        mobile: person.user.mobile,
        role: "customer",
        name: "Ali Karimi",
        email: "ali@example.com",
        registration: "complete",
        roles: [{ role: "customer", registration: "complete" }],
      });
      expect(response.json().messages.fa).toBe("به کشت خوش آمدید!");
      // The web server's redirect hint follows the new role.
      expect(String(response.headers["set-cookie"])).toContain("kesht_role=customer");

      const profile = await get("/customer/profile", person.headers);
      expect(profile.json().data).toMatchObject({ country_id: iranId, name: "Ali Karimi" });
    });

    it("accepts the session's number however it is written", async () => {
      const person = await signIn(t.app, { role: null, mobile: "09351234567" });
      const response = await post("/customer/register", person.headers, {
        name: "Sara",
        email: "sara@example.com",
        mobile: "+98 ۹۳۵ ۱۲۳ ۴۵۶۷",
        country_id: iranId,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.mobile).toBe("09351234567");
    });

    it("refuses a second registration", async () => {
      const customer = await newCustomer();
      const again = await post("/customer/register", customer.headers, {
        name: "Again",
        email: "again@example.com",
        mobile: customer.user.mobile,
        country_id: iranId,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().messages.en).toBe("This account has already finished registering.");
    });

    it("makes a shop's owner a customer too, and the session then acts as the customer", async () => {
      const seller = await signIn(t.app, { role: "seller" });
      const response = await post("/customer/register", seller.headers, {
        name: "Seller Who Buys",
        email: "s@example.com",
        mobile: seller.user.mobile,
        country_id: iranId,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        role: "customer",
        roles: [
          { role: "customer", registration: "complete" },
          { role: "seller", registration: "complete" },
        ],
      });
      expect(String(response.headers["set-cookie"])).toContain("kesht_role=customer");
      expect((await get("/customer/profile", seller.headers)).statusCode).toBe(200);
    });

    it("refuses an anonymous request", async () => {
      const response = await post(
        "/customer/register",
        {},
        {
          name: "Nobody",
          email: "n@example.com",
          mobile: "09121234567",
          country_id: iranId,
        },
      );
      expect(response.statusCode).toBe(401);
    });

    it("refuses a mobile number other than the one signed in with", async () => {
      const person = await signIn(t.app, { role: null, mobile: "09127654321" });
      const response = await post("/customer/register", person.headers, {
        name: "Reza",
        email: "reza@example.com",
        mobile: "09121111111",
        country_id: iranId,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        en: { mobile: "This must be the mobile number you signed in with." },
        fa: { mobile: "این باید همان شماره موبایلی باشد که با آن وارد شده‌اید." },
      });
      const session = await get("/auth/session", person.headers);
      expect(session.json().data.user.role).toBeNull();
    });

    it("refuses a malformed email, in both languages", async () => {
      const person = await signIn(t.app, { role: null });
      const response = await post("/customer/register", person.headers, {
        name: "Reza",
        email: "reza-at-example",
        mobile: person.user.mobile,
        country_id: iranId,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        en: { email: "Please enter a valid email address." },
        fa: { email: "لطفاً یک نشانی ایمیل معتبر وارد کنید." },
      });
    });

    it("needs a country that exists", async () => {
      const person = await signIn(t.app, { role: null });
      const body = { name: "Reza", email: "r@example.com", mobile: person.user.mobile };
      const expected = {
        en: { country_id: "Please choose the country of the mobile number." },
        fa: { country_id: "لطفاً کشور شماره موبایل را انتخاب کنید." },
      };
      const missing = await post("/customer/register", person.headers, body);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual(expected);

      const unknown = await post("/customer/register", person.headers, {
        ...body,
        country_id: 999_999,
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual(expected);
    });

    it("reports every missing field at once", async () => {
      const person = await signIn(t.app, { role: null });
      const response = await post("/customer/register", person.headers, {});
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors.en).sort()).toEqual([
        "country_id",
        "email",
        "mobile",
        "name",
      ]);
      expect(response.json().errors.fa.name).toBe("این فیلد الزامی است.");
    });
  });

  describe("profile", () => {
    it("shows the customer their own profile, and no one else", async () => {
      const customer = await newCustomer();
      const response = await get("/customer/profile", customer.headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.json().data).toEqual({
        id: customer.user.id,
        mobile: customer.user.mobile,
        name: "Maryam Rahimi",
        email: "maryam@example.com",
        country_id: iranId,
        guild_degree_id: null,
        created_at: expect.any(String),
      });

      expect((await get("/customer/profile")).statusCode).toBe(401);
      const seller = await signIn(t.app, { role: "seller" });
      expect((await get("/customer/profile", seller.headers)).statusCode).toBe(403);
      const unregistered = await signIn(t.app, { role: null });
      expect((await get("/customer/profile", unregistered.headers)).statusCode).toBe(403);
    });

    it("updates name, email and guild degree; null clears the degree", async () => {
      const customer = await newCustomer();
      const degrees = (await get("/customer/Guild-Degree")).json().data as { id: number }[];
      const degree = degrees[1]?.id;

      const updated = await post("/customer/update", customer.headers, {
        name: "Maryam R.",
        email: "m.r@example.com",
        guild_degree_id: degree,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toMatchObject({
        name: "Maryam R.",
        email: "m.r@example.com",
        guild_degree_id: degree,
      });
      expect(updated.json().messages).toEqual({ en: "Saved.", fa: "ذخیره شد." });

      const kept = await post("/customer/update", customer.headers, {
        name: "Maryam R.",
        email: "m.r@example.com",
      });
      expect(kept.json().data.guild_degree_id).toBe(degree);

      const cleared = await post("/customer/update", customer.headers, {
        name: "Maryam R.",
        email: "m.r@example.com",
        guild_degree_id: null,
      });
      expect(cleared.json().data.guild_degree_id).toBeNull();
    });

    it("refuses a guild degree that does not exist and a bad email", async () => {
      const customer = await newCustomer();
      const response = await post("/customer/update", customer.headers, {
        name: "Maryam",
        email: "maryam@example.com",
        guild_degree_id: 999_999,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        en: { guild_degree_id: "Please choose one of the options." },
        fa: { guild_degree_id: "لطفاً یکی از گزینه‌ها را انتخاب کنید." },
      });
      const badEmail = await post("/customer/update", customer.headers, {
        name: "Maryam",
        email: "nope",
      });
      expect(badEmail.json().errors.en).toEqual({ email: "Please enter a valid email address." });
    });

    it("changes only the signed-in customer, whatever the body says", async () => {
      const mine = await newCustomer();
      const theirs = await newCustomer();
      const sneaky = await post("/customer/update", mine.headers, {
        id: theirs.user.id,
        name: "Hijacked",
        email: "x@example.com",
      });
      expect(sneaky.statusCode).toBe(422);
      expect(sneaky.json().errors.en).toEqual({ id: "This field is not accepted." });

      await post("/customer/update", mine.headers, { name: "Mine", email: "mine@example.com" });
      const theirProfile = await get("/customer/profile", theirs.headers);
      expect(theirProfile.json().data).toMatchObject({
        id: theirs.user.id,
        name: "Maryam Rahimi",
        email: "maryam@example.com",
      });
    });
  });

  it("lists the guild degrees for anyone, lowest first", async () => {
    const response = await get("/customer/Guild-Degree");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: expect.any(Number), title: "عضو صنفی درجه ۳", title_en: "Grade 3 guild member" },
      { id: expect.any(Number), title: "عضو صنفی درجه ۲", title_en: "Grade 2 guild member" },
      { id: expect.any(Number), title: "عضو صنفی درجه ۱", title_en: "Grade 1 guild member" },
      { id: expect.any(Number), title: "کارشناس صنفی", title_en: "Guild expert" },
    ]);
  });
});
