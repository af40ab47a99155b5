import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { solveCaptcha } from "../../test/captcha";
import { makeMp4, makePng, upload, uploadId } from "../../test/files";
import {
  locations,
  registerShop,
  step2Body,
  uploadShopFiles,
  validStep1,
} from "../../test/shop-registration";
import { signIn } from "../../test/sign-in";

describe("shop registration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: "POST", url: `/api/v1${url}`, headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });

  describe("step 1", () => {
    it("makes a person without a role a seller with a draft shop", async () => {
      const person = await signIn(t.app, { role: null });
      const response = await post("/seller/register/step1", person.headers, validStep1);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: person.user.id,
        mobile: person.user.mobile,
        ...validStep1,
        // Left out, so the translator's suggestion (latin words stay as they are).
        store_name_en: "Golestan Saffron",
        province_id: null,
        city_id: null,
        latitude: null,
        longitude: null,
        logo: null,
        store_images: [],
        license: null,
        farm_images: [],
        farm_video: null,
        review_status: "draft",
        rejection_reason: null,
      });
      expect(String(response.headers["set-cookie"])).toContain("kesht_role=seller");
      const session = (await get("/auth/session", person.headers)).json().data.user;
      expect(session).toMatchObject({
        role: "seller",
        registration: "shop_step1",
        name: "Hassan Moradi",
        roles: [{ role: "seller", registration: "shop_step1" }],
      });
    });

    it("keeps a Latin name the seller gave, suggests one from a Persian name, refuses Persian letters", async () => {
      const given = await signIn(t.app, { role: null });
      const named = await post("/seller/register/step1", given.headers, {
        ...validStep1,
        store_name: "زعفران گلستان",
        store_name_en: "  Golestan Saffron House ",
      });
      expect(named.json().data).toMatchObject({
        store_name: "زعفران گلستان",
        store_name_en: "Golestan Saffron House",
      });

      const suggested = await signIn(t.app, { role: null });
      const fromPersian = await post("/seller/register/step1", suggested.headers, {
        ...validStep1,
        store_name: "باغ سیب دماوند",
        store_name_en: "",
      });
      expect(fromPersian.json().data.store_name_en).toBe("Damavand Apple Orchard");

      const persian = await signIn(t.app, { role: null });
      const refused = await post("/seller/register/step1", persian.headers, {
        ...validStep1,
        store_name_en: "زعفران",
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        en: { store_name_en: "Please write this name in Latin letters (A–Z)." },
        fa: { store_name_en: "لطفاً این نام را با حروف لاتین (A–Z) بنویسید." },
      });
    });

    it("normalises what people type: Persian digits, spaces, Sheba without IR", async () => {
      const person = await signIn(t.app, { role: null });
      const response = await post("/seller/register/step1", person.headers, {
        ...validStep1,
        national_code: "۰۴۹۹۳۷۰۸۹۹",
        sheba: "06 2960 0000 0010 0324 2000 01",
        iban: "ae07 0331 2345 6789 0123 456",
        card_number: "6037-9912-3456-7893",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject(validStep1);
    });

    it("checks each identity and bank number, each with its own message", async () => {
      const person = await signIn(t.app, { role: null });
      const response = await post("/seller/register/step1", person.headers, {
        ...validStep1,
        national_code: "0499370898",
        sheba: "IR062960000000100324200002",
        iban: "GB82WEST12345698765431",
        card_number: "6037991234567890",
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        en: {
          national_code:
            "Please check the national code: it has 10 digits and a valid check digit.",
          sheba: "Please enter a valid Sheba number: IR followed by 24 digits.",
          iban: "Please enter a valid IBAN of at least 15 characters.",
          card_number:
            "This card number is not valid: one of its digits is wrong. Please check it against the card.",
        },
        fa: {
          national_code: "لطفاً کد ملی را بررسی کنید: ۱۰ رقم با رقم کنترل درست.",
          sheba: "لطفاً شماره شبای معتبر وارد کنید: IR و پس از آن ۲۴ رقم.",
          iban: "لطفاً یک IBAN معتبر با دست‌کم ۱۵ نویسه وارد کنید.",
          card_number:
            "این شماره کارت معتبر نیست: یکی از رقم‌هایش درست نیست. لطفاً آن را با کارت مقایسه کنید.",
        },
      });
      // Nothing was saved: the person still has no role.
      expect((await get("/auth/session", person.headers)).json().data.user.role).toBeNull();
    });

    it("needs every field", async () => {
      const person = await signIn(t.app, { role: null });
      const response = await post("/seller/register/step1", person.headers, {});
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors.en).sort()).toEqual([
        "card_number",
        "iban",
        "manager_full_name",
        "national_code",
        "sheba",
        "store_name",
      ]);
    });

    it("may be redone until step 2 is sent", async () => {
      const person = await signIn(t.app, { role: null });
      await post("/seller/register/step1", person.headers, validStep1);
      const again = await post("/seller/register/step1", person.headers, {
        ...validStep1,
        store_name: "Golestan Saffron & Rose",
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({
        store_name: "Golestan Saffron & Rose",
        review_status: "draft",
      });
    });

    it("is for anyone signed in, a customer too, but not a registered shop or a visitor", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      const opened = await post("/seller/register/step1", customer.headers, validStep1);
      expect(opened.statusCode).toBe(200);
      expect((await get("/auth/session", customer.headers)).json().data.user).toMatchObject({
        role: "seller",
        registration: "shop_step1",
        roles: [
          { role: "customer", registration: "complete" },
          { role: "seller", registration: "shop_step1" },
        ],
      });
      expect((await post("/seller/register/step1", {}, validStep1)).statusCode).toBe(401);

      const { person } = await registerShop(t.app);
      const redo = await post("/seller/register/step1", person.headers, validStep1);
      expect(redo.statusCode).toBe(409);
      expect(redo.json().messages).toEqual({
        en: "This account has already finished registering.",
        fa: "ثبت‌نام این حساب پیش‌تر کامل شده است.",
      });
    });
  });

  describe("step 2", () => {
    async function atStep2() {
      const person = await signIn(t.app, { role: null });
      await post("/seller/register/step1", person.headers, validStep1);
      return person;
    }

    it("takes the uploaded files and sends the shop for review", async () => {
      const person = await atStep2();
      const files = await uploadShopFiles(t.app, person.headers);
      const body = await step2Body(t.app, files);
      const response = await post("/seller/register/step2", person.headers, body);
      expect(response.statusCode).toBe(200);
      const profile = response.json().data;
      expect(profile).toMatchObject({
        province_id: body.province_id,
        city_id: body.city_id,
        latitude: 29.61,
        longitude: 52.53,
        review_status: "pending_review",
        rejection_reason: null,
      });
      expect(profile.logo).toMatchObject({ id: files.logo, purpose: "logo", kind: "image" });
      expect(profile.license).toMatchObject({
        id: files.license,
        kind: "pdf",
        url: `/api/v1/files/${files.license}/document.pdf`,
      });
      expect(profile.farm_video).toMatchObject({ id: files.video, duration_seconds: 5 });
      // Galleries keep the order the seller gave.
      expect(profile.store_images.map((file: { id: string }) => file.id)).toEqual(
        files.storeImages,
      );
      expect(profile.farm_images.map((file: { id: string }) => file.id)).toEqual(files.farmImages);
      expect((await get("/auth/session", person.headers)).json().data.user.registration).toBe(
        "complete",
      );

      // The phone photo comes back as upright WebP with no EXIF, cached for good.
      const photo = profile.store_images[1];
      const served = await t.app.inject({ method: "GET", url: photo.url });
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
      expect(metadata.width).toBeLessThan(metadata.height ?? 0);

      expect((await get("/seller/profile", person.headers)).json().data).toEqual(profile);
    });

    it("refuses a file of the wrong purpose in each field", async () => {
      const person = await atStep2();
      const files = await uploadShopFiles(t.app, person.headers);
      const response = await post("/seller/register/step2", person.headers, {
        ...(await step2Body(t.app, files)),
        logo_file_id: files.storeImages[0],
        license_file_id: files.logo,
        store_image_ids: files.farmImages,
        farm_image_ids: [files.license],
        farm_video_id: files.logo,
      });
      expect(response.statusCode).toBe(422);
      const message =
        "This file is not one of your uploads for this field; please upload it again.";
      expect(response.json().errors.en).toEqual({
        logo_file_id: message,
        license_file_id: message,
        store_image_ids: message,
        farm_image_ids: message,
        farm_video_id: message,
      });
      expect(response.json().errors.fa.license_file_id).toBe(
        "این فایل از فایل‌های بارگذاری‌شدهٔ شما برای این بخش نیست؛ لطفاً دوباره بارگذاری کنید.",
      );
    });

    it("never takes another person's file, whatever its id", async () => {
      const person = await atStep2();
      const files = await uploadShopFiles(t.app, person.headers);
      // Another shop: only sellers upload shop files.
      const stranger = await signIn(t.app, { role: "seller" });
      const theirLogo = await uploadId(
        t.app,
        stranger.headers,
        "logo",
        await makePng(300, 300),
        "l.png",
      );
      const theirPhoto = await uploadId(
        t.app,
        stranger.headers,
        "store_image",
        await makePng(300, 300),
        "s.png",
      );
      const response = await post("/seller/register/step2", person.headers, {
        ...(await step2Body(t.app, files)),
        logo_file_id: theirLogo,
        store_image_ids: [files.storeImages[0], theirPhoto],
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors.en).sort()).toEqual([
        "logo_file_id",
        "store_image_ids",
      ]);
      const profile = (await get("/seller/profile", person.headers)).json().data;
      expect(profile).toMatchObject({ logo: null, store_images: [], review_status: "draft" });
    });

    it("refuses the same photo twice and more than five photos", async () => {
      const person = await atStep2();
      const files = await uploadShopFiles(t.app, person.headers);
      const [first = ""] = files.storeImages;
      const twice = await post("/seller/register/step2", person.headers, {
        ...(await step2Body(t.app, files)),
        store_image_ids: [first, first],
      });
      expect(twice.json().errors.en).toEqual({
        store_image_ids: "The same file was chosen twice.",
      });
      const six = await post("/seller/register/step2", person.headers, {
        ...(await step2Body(t.app, files)),
        farm_image_ids: ["a", "b", "c", "d", "e", "f"],
      });
      expect(six.statusCode).toBe(422);
      expect(six.json().errors).toEqual({
        en: { farm_image_ids: "You can add up to 5 images." },
        fa: { farm_image_ids: "حداکثر ۵ تصویر می‌توانید اضافه کنید." },
      });
    });

    it("never accepts a licence that is not a PDF or a video over 30 seconds", async () => {
      const person = await atStep2();
      const renamed = await upload(
        t.app,
        person.headers,
        "license",
        await makePng(200, 200),
        "licence.pdf",
        "application/pdf",
      );
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json().errors.en).toEqual({ file: "Only PDF files are accepted." });
      const long = await upload(t.app, person.headers, "farm_video", makeMp4(31), "farm.mp4");
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.fa).toEqual({ file: "ویدیو باید حداکثر ۳۰ ثانیه باشد." });
    });

    it("needs the captcha: missing, made up or already used", async () => {
      const person = await atStep2();
      const files = await uploadShopFiles(t.app, person.headers);
      const { altcha: _unused, ...withoutCaptcha } = await step2Body(t.app, files, "x");
      const missing = await post("/seller/register/step2", person.headers, withoutCaptcha);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        en: { altcha: 'Please tick "I\'m not a robot".' },
        fa: { altcha: "لطفاً گزینهٔ «من ربات نیستم» را علامت بزنید." },
      });

      const madeUp = await post("/seller/register/step2", person.headers, {
        ...withoutCaptcha,
        altcha: Buffer.from('{"challenge":{},"solution":{}}').toString("base64"),
      });
      expect(madeUp.statusCode).toBe(422);
      expect(madeUp.json().errors.en).toEqual({
        altcha:
          'The "I\'m not a robot" check has expired or was already used; please tick it again.',
      });

      // A solution someone else already used does not work a second time.
      const other = await atStep2();
      const otherFiles = await uploadShopFiles(t.app, other.headers);
      const used = await solveCaptcha(t.app);
      expect(
        (
          await post(
            "/seller/register/step2",
            other.headers,
            await step2Body(t.app, otherFiles, used),
          )
        ).statusCode,
      ).toBe(200);
      const replay = await post("/seller/register/step2", person.headers, {
        ...withoutCaptcha,
        altcha: used,
      });
      expect(replay.statusCode).toBe(422);
      expect(Object.keys(replay.json().errors.en)).toEqual(["altcha"]);
      expect((await get("/seller/profile", person.headers)).json().data.review_status).toBe(
        "draft",
      );
    });

    it("does not spend the captcha on a form with mistakes", async () => {
      const person = await atStep2();
      const files = await uploadShopFiles(t.app, person.headers);
      const body = await step2Body(t.app, files);
      const wrong = await post("/seller/register/step2", person.headers, {
        ...body,
        license_file_id: files.logo,
      });
      expect(wrong.statusCode).toBe(422);
      const fixed = await post("/seller/register/step2", person.headers, body);
      expect(fixed.statusCode).toBe(200);
    });

    it("needs a province that exists and a city inside it", async () => {
      const person = await atStep2();
      const files = await uploadShopFiles(t.app, person.headers);
      const { otherCityId } = await locations(t.app);
      const body = await step2Body(t.app, files);
      const wrongCity = await post("/seller/register/step2", person.headers, {
        ...body,
        city_id: otherCityId,
      });
      expect(wrongCity.statusCode).toBe(422);
      expect(wrongCity.json().errors).toEqual({
        en: { city_id: "This city is not in the chosen province." },
        fa: { city_id: "این شهر در استان انتخاب‌شده نیست." },
      });
      const noProvince = await post("/seller/register/step2", person.headers, {
        ...body,
        province_id: 999_999,
      });
      expect(noProvince.json().errors.en).toEqual({
        province_id: "Please choose one of the options.",
      });
      const noLocation = await post("/seller/register/step2", person.headers, {
        ...body,
        latitude: undefined,
      });
      expect(noLocation.json().errors.en).toEqual({
        latitude: "Please pick the location on the map.",
      });
    });

    it("comes after step 1, once", async () => {
      const unregistered = await signIn(t.app, { role: null });
      // Shop files are a seller's uploads: before step 1 they are refused, so step 2 is
      // tried with another shop's files.
      const refused = await upload(t.app, unregistered.headers, "logo", await makePng(), "l.png");
      expect(refused.statusCode).toBe(403);
      const other = await signIn(t.app, { role: "seller" });
      const files = await uploadShopFiles(t.app, other.headers);
      const body = await step2Body(t.app, files);
      expect((await post("/seller/register/step2", unregistered.headers, body)).statusCode).toBe(
        403,
      );

      const { person, files: theirFiles } = await registerShop(t.app);
      const twice = await post(
        "/seller/register/step2",
        person.headers,
        await step2Body(t.app, theirFiles),
      );
      expect(twice.statusCode).toBe(409);
    });
  });
});
