import { demoDriverMobile, schema, seedDemoDriver, seedDriverReference } from "@kesht/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { authClient } from "../../test/auth-client";
import { driverBody, withVehicleTypes } from "../../test/drivers";
import { makePng, uploadId } from "../../test/files";
import { signIn } from "../../test/sign-in";

describe("drivers", () => {
  let t: TestApp;
  let sequence = 0;
  const newMobile = () => `0936${String(++sequence).padStart(7, "0")}`;

  beforeAll(async () => {
    t = await createTestApp();
    await withVehicleTypes(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: "POST", url: `/api/v1${url}`, headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });

  /** A signed-in person who registered as a driver, waiting for review. */
  async function registeredDriver() {
    const person = await signIn(t.app, { role: null });
    const body = await driverBody(t.app, person.headers, person.user.mobile);
    const response = await post("/driver/register", person.headers, body);
    expect(response.statusCode).toBe(200);
    return { ...person, body };
  }

  it("lists the four vehicle types in both languages", async () => {
    const response = await get("/vehicle-types");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ code: "pickup", title: "وانت", title_en: "Pickup" }),
      expect.objectContaining({ code: "light_truck", title: "کامیونت", title_en: "Light truck" }),
      expect.objectContaining({ code: "truck", title: "کامیون", title_en: "Truck" }),
      expect.objectContaining({
        code: "refrigerated_truck",
        title: "کامیون یخچال‌دار",
        title_en: "Refrigerated truck",
      }),
    ]);
  });

  it("signs a new number in at the driver door, registers it and acts as the driver", async () => {
    const client = authClient(t);
    const mobile = newMobile();
    const login = await client.login(mobile, await client.freshCode(mobile, { door: "driver" }), {
      door: "driver",
    });
    expect(login.json().data).toMatchObject({ registered: false, user: { role: null } });
    const cookie = client.cookieFrom(login, "kesht_session") ?? "";
    const headers = { cookie, origin: client.origin };

    const response = await post(
      "/driver/register",
      headers,
      await driverBody(t.app, headers, mobile),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().messages.en).toBe("Your details were sent for review.");
    expect(response.json().data).toMatchObject({
      mobile,
      name: "Reza Karimi",
      plate: "12ب345-67",
      capacity_kg: 3500,
      vehicle_type: { code: "pickup" },
      review_status: "pending_review",
      rejection_reason: null,
      driving_licence: { purpose: "driving_licence", kind: "image" },
      vehicle_card: { purpose: "vehicle_card", kind: "image" },
    });
    expect(response.json().data.served_province_ids).toHaveLength(2);
    expect(String(response.headers["set-cookie"])).toContain("kesht_role=driver");
    const session = (await get("/auth/session", headers)).json().data.user;
    expect(session).toMatchObject({
      role: "driver",
      registration: "complete",
      name: "Reza Karimi",
      roles: [{ role: "driver", registration: "complete" }],
    });

    // The next sign-in at the driver door is a registered driver's.
    await t.db.delete(schema.otpCodes);
    const again = await client.login(mobile, await client.freshCode(mobile, { door: "driver" }), {
      door: "driver",
    });
    expect(again.json().data).toMatchObject({ registered: true, user: { role: "driver" } });

    const twice = await post("/driver/register", headers, await driverBody(t.app, headers, mobile));
    expect(twice.statusCode).toBe(409);
  });

  it("refuses an empty form field by field, in both languages", async () => {
    const person = await signIn(t.app, { role: null });
    const response = await post("/driver/register", person.headers, {});
    expect(response.statusCode).toBe(422);
    const { en, fa } = response.json().errors;
    for (const field of [
      "name",
      "national_code",
      "mobile",
      "vehicle_type_id",
      "plate",
      "capacity_kg",
      "driving_licence_file_id",
      "vehicle_card_file_id",
      "sheba",
      "province_id",
      "city_id",
      "served_province_ids",
    ]) {
      expect(en[field], field).toBeTruthy();
      expect(fa[field], field).toBeTruthy();
    }
    expect(en.name).toBe("This field is required.");
    expect(fa.name).toBe("این فیلد الزامی است.");
  });

  it("refuses a bad plate, a bad Sheba, an unknown province and another person's number", async () => {
    const person = await signIn(t.app, { role: null });
    const body = await driverBody(t.app, person.headers, person.user.mobile);

    const badPlate = await post("/driver/register", person.headers, { ...body, plate: "12345-67" });
    expect(badPlate.statusCode).toBe(422);
    expect(badPlate.json().errors.en.plate).toContain("two digits, a Persian letter");
    expect(badPlate.json().errors.fa.plate).toContain("دو رقم، یک حرف فارسی");

    const badSheba = await post("/driver/register", person.headers, {
      ...body,
      sheba: "IR820540102680020817909003",
    });
    expect(badSheba.statusCode).toBe(422);
    expect(badSheba.json().errors).toEqual({
      en: { sheba: "Please enter a valid Sheba number: IR followed by 24 digits." },
      fa: { sheba: "لطفاً شماره شبای معتبر وارد کنید: IR و پس از آن ۲۴ رقم." },
    });

    const unknownProvince = await post("/driver/register", person.headers, {
      ...body,
      province_id: 999_999,
      served_province_ids: [body.province_id, 999_998],
    });
    expect(unknownProvince.statusCode).toBe(422);
    expect(unknownProvince.json().errors.en).toEqual({
      province_id: "Please choose one of the options.",
      served_province_ids: "Please choose one of the options.",
    });
    expect(unknownProvince.json().errors.fa.province_id).toBe(
      "لطفاً یکی از گزینه‌ها را انتخاب کنید.",
    );

    const otherCity = await post("/driver/register", person.headers, {
      ...body,
      city_id: body.city_id + 10_000,
    });
    expect(otherCity.json().errors.en).toEqual({
      city_id: "This city is not in the chosen province.",
    });

    const notMine = await post("/driver/register", person.headers, {
      ...body,
      mobile: "09129998877",
      vehicle_type_id: 999,
      capacity_kg: 50_000,
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.en).toEqual({
      capacity_kg: "The capacity can be at most 40,000 kg.",
    });
    const wrongVehicle = await post("/driver/register", person.headers, {
      ...body,
      mobile: "09129998877",
      vehicle_type_id: 999,
    });
    expect(wrongVehicle.json().errors.en).toEqual({
      mobile: "This must be the mobile number you signed in with.",
      vehicle_type_id: "Please choose one of the options.",
    });

    // A file of another purpose cannot pose as the licence (a newcomer cannot upload a logo
    // at all: only sellers do), and no one can use another's upload.
    const card = await uploadId(
      t.app,
      person.headers,
      "vehicle_card",
      await makePng(200, 200),
      "c.png",
    );
    const wrongFile = await post("/driver/register", person.headers, {
      ...body,
      driving_licence_file_id: card,
    });
    expect(wrongFile.json().errors.en).toEqual({
      driving_licence_file_id:
        "This file is not one of your uploads for this field; please upload it again.",
    });

    // Nothing was registered by any of these.
    const session = (await get("/auth/session", person.headers)).json().data.user;
    expect(session).toMatchObject({ role: null, roles: [] });
  });

  it("takes the plate however it is typed, in Persian digits too", async () => {
    const person = await signIn(t.app, { role: null });
    const body = await driverBody(t.app, person.headers, person.user.mobile);
    const response = await post("/driver/register", person.headers, {
      ...body,
      plate: "۴۲ ع ۳۱۸ ایران ۶۳",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.plate).toBe("42ع318-63");
  });

  describe("review by an admin", () => {
    it("rejects with a reason, lets the driver fix and resubmit, then approves", async () => {
      const admin = await signIn(t.app, { role: "admin" });
      const driver = await registeredDriver();

      const pending = await get("/admin/drivers", admin.headers);
      expect(pending.statusCode).toBe(200);
      expect(pending.json().data.map((row: { id: number }) => row.id)).toContain(driver.user.id);

      const noReason = await post(`/admin/drivers/${driver.user.id}/review`, admin.headers, {
        decision: "reject",
      });
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors.fa.reason).toBe("این فیلد الزامی است.");

      const rejected = await post(`/admin/drivers/${driver.user.id}/review`, admin.headers, {
        decision: "reject",
        reason: "The vehicle card photo is blurred.",
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().messages.en).toBe("The driver was rejected.");

      const seen = (await get("/driver/profile", driver.headers)).json().data;
      expect(seen).toMatchObject({
        review_status: "rejected",
        rejection_reason: "The vehicle card photo is blurred.",
      });

      // A decided driver cannot be decided again until they resubmit.
      const approveRejected = await post(`/admin/drivers/${driver.user.id}/review`, admin.headers, {
        decision: "approve",
      });
      expect(approveRejected.statusCode).toBe(409);
      expect(approveRejected.json().messages.en).toBe(
        "Only a driver who is waiting for review can be approved or rejected.",
      );

      const newCard = await uploadId(
        t.app,
        driver.headers,
        "vehicle_card",
        await makePng(640, 400),
        "card2.png",
      );
      const resubmitted = await post("/driver/update", driver.headers, {
        ...driver.body,
        vehicle_card_file_id: newCard,
      });
      expect(resubmitted.statusCode).toBe(200);
      expect(resubmitted.json().data).toMatchObject({
        review_status: "pending_review",
        rejection_reason: null,
        vehicle_card: { id: newCard },
      });

      const approved = await post(`/admin/drivers/${driver.user.id}/review`, admin.headers, {
        decision: "approve",
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json().data.review_status).toBe("approved");
      const listed = await get("/admin/drivers?status=approved", admin.headers);
      expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(driver.user.id);

      // Moving home keeps the approval; a new plate asks for a new review.
      const served = await post("/driver/update", driver.headers, {
        ...driver.body,
        vehicle_card_file_id: newCard,
        served_province_ids: [driver.body.province_id],
      });
      expect(served.json().data).toMatchObject({
        review_status: "approved",
        served_province_ids: [driver.body.province_id],
      });
      const newPlate = await post("/driver/update", driver.headers, {
        ...driver.body,
        vehicle_card_file_id: newCard,
        plate: "55د777-11",
      });
      expect(newPlate.json().data.review_status).toBe("pending_review");
    });

    it("is for admins only, and says so for unknown drivers", async () => {
      const driver = await registeredDriver();
      for (const role of ["customer", "seller", "driver"] as const) {
        const person = await signIn(t.app, { role });
        expect((await get("/admin/drivers", person.headers)).statusCode).toBe(403);
        const review = await post(`/admin/drivers/${driver.user.id}/review`, person.headers, {
          decision: "approve",
        });
        expect(review.statusCode).toBe(403);
      }
      const admin = await signIn(t.app, { role: "admin" });
      const unknown = await post("/admin/drivers/999999/review", admin.headers, {
        decision: "approve",
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().messages.fa).toBe("این راننده پیدا نشد.");
      const badStatus = await get("/admin/drivers?status=lost", admin.headers);
      expect(badStatus.statusCode).toBe(422);
    });
  });

  describe("walls between roles", () => {
    it("keeps a driver out of seller and customer routes, and them out of the driver's", async () => {
      const driver = await registeredDriver();
      for (const url of [
        "/seller/profile",
        "/seller/wallet",
        "/customer/profile",
        "/customer/wallet",
      ]) {
        expect((await get(url, driver.headers)).statusCode, url).toBe(403);
      }
      for (const role of ["customer", "seller", "admin"] as const) {
        const person = await signIn(t.app, { role });
        for (const url of ["/driver/profile", "/driver/wallet", "/driver/turnovers"]) {
          expect((await get(url, person.headers)).statusCode, `${role} ${url}`).toBe(403);
        }
        // A well-formed body, so it is the role that is refused.
        const update = await post("/driver/update", person.headers, driver.body);
        expect(update.statusCode).toBe(403);
      }
      expect((await get("/driver/profile")).statusCode).toBe(401);
    });

    it("lets a customer register as a driver and switch between the two roles", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      const body = await driverBody(t.app, customer.headers, customer.user.mobile);
      expect((await post("/driver/register", customer.headers, body)).statusCode).toBe(200);
      const asDriver = (await get("/auth/session", customer.headers)).json().data.user;
      expect(asDriver).toMatchObject({
        role: "driver",
        roles: [
          { role: "customer", registration: "complete" },
          { role: "driver", registration: "complete" },
        ],
      });
      // The customer's own name stays theirs.
      expect(asDriver.name).toBe("Test Person");

      const toCustomer = await post("/auth/session/role", customer.headers, { role: "customer" });
      expect(toCustomer.statusCode).toBe(200);
      expect((await get("/driver/profile", customer.headers)).statusCode).toBe(403);
      expect((await get("/customer/wallet", customer.headers)).statusCode).toBe(200);

      const back = await post("/auth/session/role", customer.headers, { role: "driver" });
      expect(back.json().data.user.role).toBe("driver");
      expect((await get("/driver/profile", customer.headers)).statusCode).toBe(200);
    });
  });

  it("seeds the vehicle types once, and a demo driver who is approved and signs in as one", async () => {
    await seedDriverReference(t.db);
    expect((await get("/vehicle-types")).json().data).toHaveLength(4);
    expect(await seedDemoDriver(t.db)).toBe(true);
    expect(await seedDemoDriver(t.db)).toBe(false);

    const client = authClient(t);
    const code = await client.freshCode(demoDriverMobile, { door: "driver" });
    const login = await client.login(demoDriverMobile, code, { door: "driver" });
    expect(login.json().data).toMatchObject({ registered: true, user: { role: "driver" } });
    const headers = {
      cookie: client.cookieFrom(login, "kesht_session") ?? "",
      origin: client.origin,
    };
    expect((await get("/driver/profile", headers)).json().data).toMatchObject({
      review_status: "approved",
      plate: "42ع318-63",
      vehicle_type: { code: "light_truck" },
    });
  });

  it("gives the driver a wallet of their own, paid out to the profile's Sheba", async () => {
    const driver = await registeredDriver();
    const wallet = await get("/driver/wallet", driver.headers);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json().data).toEqual({
      balance_rials: 0,
      pending_income_rials: 0,
      deficit_rials: 0,
      reserved_rials: 0,
    });
    const turnovers = await get("/driver/turnovers", driver.headers);
    expect(turnovers.statusCode).toBe(200);
    expect(turnovers.json().data.items).toEqual([]);
    const cashOut = await t.app.inject({
      method: "POST",
      url: "/api/v1/driver/cash-request",
      headers: { ...driver.headers, "idempotency-key": "driver-cash-out-1" },
      payload: { amount_toman: 5000 },
    });
    expect(cashOut.statusCode).toBe(409);
    expect(cashOut.json().messages.en).toBe("Your wallet balance is less than this amount.");
  });
});
