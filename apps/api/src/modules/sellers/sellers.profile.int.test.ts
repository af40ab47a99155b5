import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { makePng, uploadId } from "../../test/files";
import { locations, registerShop, validStep1 } from "../../test/shop-registration";
import { type SignedIn, signIn, withAdminTestApp } from "../../test/sign-in";

describe("a seller's shop after registration", () => {
  let t: TestApp;
  let admin: SignedIn;
  withAdminTestApp({}, (setup) => {
    ({ t, admin } = setup);
  });

  const send = (
    method: "POST" | "DELETE",
    url: string,
    headers: Record<string, string>,
    payload: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });

  async function decide(sellerId: number, decision: "approve" | "reject", reason?: string) {
    const response = await send("POST", `/admin/sellers/${sellerId}/review`, admin.headers, {
      decision,
      ...(reason ? { reason } : {}),
    });
    expect(response.statusCode).toBe(200);
  }

  async function updateBody(overrides: object = {}) {
    const { provinceId, cityId } = await locations(t.app);
    return {
      ...validStep1,
      province_id: provinceId,
      city_id: cityId,
      latitude: 29.6,
      longitude: 52.5,
      ...overrides,
    };
  }

  const photo = (
    headers: Record<string, string>,
    purpose: "store_image" | "farm_image" = "store_image",
  ) => makePng(320, 240).then((bytes) => uploadId(t.app, headers, purpose, bytes, "p.png"));

  describe("GET /seller/profile", () => {
    it("is the seller's own and nobody else's", async () => {
      const { person, profile } = await registerShop(t.app);
      const response = await get("/seller/profile", person.headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.json().data.id).toBe(person.user.id);
      expect(response.json().data).toEqual(profile);

      const customer = await signIn(t.app, { role: "customer" });
      expect((await get("/seller/profile", customer.headers)).statusCode).toBe(403);
      expect((await get("/seller/profile")).statusCode).toBe(401);
    });
  });

  describe("POST /seller/update", () => {
    it("keeps an approved shop approved through a new location", async () => {
      const { person } = await registerShop(t.app);
      await decide(person.user.id, "approve");
      const response = await send(
        "POST",
        "/seller/update",
        person.headers,
        await updateBody({ latitude: 30.1 }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ latitude: 30.1, review_status: "approved" });
    });

    it("sends an approved shop back to review when the bank details change", async () => {
      const { person } = await registerShop(t.app);
      await decide(person.user.id, "approve");
      const response = await send(
        "POST",
        "/seller/update",
        person.headers,
        await updateBody({ sheba: "IR820540102680020817909002" }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        sheba: "IR820540102680020817909002",
        review_status: "pending_review",
      });
    });

    it("sends a rejected shop back to review, without the old reason", async () => {
      const { person } = await registerShop(t.app);
      await decide(person.user.id, "reject", "The licence is unreadable.");
      const before = (await get("/seller/profile", person.headers)).json().data;
      expect(before).toMatchObject({
        review_status: "rejected",
        rejection_reason: "The licence is unreadable.",
      });
      const response = await send("POST", "/seller/update", person.headers, await updateBody());
      expect(response.json().data).toMatchObject({
        review_status: "pending_review",
        rejection_reason: null,
      });
    });

    it("replaces the logo and deletes the old one", async () => {
      const { person, profile } = await registerShop(t.app);
      const newLogo = await uploadId(
        t.app,
        person.headers,
        "logo",
        await makePng(260, 260),
        "new.png",
      );
      const response = await send(
        "POST",
        "/seller/update",
        person.headers,
        await updateBody({ logo_file_id: newLogo }),
      );
      expect(response.json().data.logo.id).toBe(newLogo);
      expect((await t.app.inject({ method: "GET", url: profile.logo.url })).statusCode).toBe(404);
    });

    it("validates like step 1 and refuses someone else's logo", async () => {
      const { person } = await registerShop(t.app);
      // Another shop: only sellers upload logos.
      const stranger = await signIn(t.app, { role: "seller" });
      const theirLogo = await uploadId(
        t.app,
        stranger.headers,
        "logo",
        await makePng(200, 200),
        "l.png",
      );
      const response = await send(
        "POST",
        "/seller/update",
        person.headers,
        await updateBody({ card_number: "1234", logo_file_id: theirLogo }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.en).toEqual({
        card_number: "Please check the card number: 16 digits.",
      });
      const second = await send(
        "POST",
        "/seller/update",
        person.headers,
        await updateBody({ logo_file_id: theirLogo }),
      );
      expect(second.json().errors.en).toEqual({
        logo_file_id:
          "This file is not one of your uploads for this field; please upload it again.",
      });
    });

    it("waits until registration is complete", async () => {
      const person = await signIn(t.app, { role: null });
      await send("POST", "/seller/register/step1", person.headers, validStep1);
      const response = await send("POST", "/seller/update", person.headers, await updateBody());
      expect(response.statusCode).toBe(409);
      expect(response.json().messages.en).toBe("Please finish registering your shop first.");
    });
  });

  describe("gallery photos", () => {
    it("adds photos after the ones there, idempotently, up to five", async () => {
      const { person, files } = await registerShop(t.app);
      const added = [await photo(person.headers), await photo(person.headers)];
      const response = await send("POST", "/seller/upload-images", person.headers, {
        kind: "store",
        file_ids: added,
      });
      expect(response.statusCode).toBe(200);
      const ids = response.json().data.store_images.map((file: { id: string }) => file.id);
      expect(ids).toEqual([...files.storeImages, ...added]);

      const retried = await send("POST", "/seller/upload-images", person.headers, {
        kind: "store",
        file_ids: added,
      });
      expect(retried.json().data.store_images).toHaveLength(4);

      const fifth = await photo(person.headers);
      const sixth = await photo(person.headers);
      const tooMany = await send("POST", "/seller/upload-images", person.headers, {
        kind: "store",
        file_ids: [fifth, sixth],
      });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors).toEqual({
        en: { file_ids: "You can add up to 5 images." },
        fa: { file_ids: "حداکثر ۵ تصویر می‌توانید اضافه کنید." },
      });
      const ok = await send("POST", "/seller/upload-images", person.headers, {
        kind: "store",
        file_ids: [fifth],
      });
      expect(ok.json().data.store_images).toHaveLength(5);
    });

    it("refuses a farm photo in the store gallery and someone else's photo", async () => {
      const { person } = await registerShop(t.app);
      const farmPhoto = await photo(person.headers, "farm_image");
      const wrongKind = await send("POST", "/seller/upload-images", person.headers, {
        kind: "store",
        file_ids: [farmPhoto],
      });
      expect(wrongKind.statusCode).toBe(422);
      expect(Object.keys(wrongKind.json().errors.en)).toEqual(["file_ids"]);

      const other = await registerShop(t.app);
      const stolen = await send("POST", "/seller/upload-images", person.headers, {
        kind: "store",
        file_ids: [other.files.storeImages[0]],
      });
      expect(stolen.statusCode).toBe(422);
      const theirs = (await get("/seller/profile", other.person.headers)).json().data;
      expect(theirs.store_images).toHaveLength(2);
    });

    it("deletes the seller's own photo, and only theirs", async () => {
      const mine = await registerShop(t.app);
      const theirs = await registerShop(t.app);
      const [victim = ""] = theirs.files.storeImages;

      const refused = await send("DELETE", "/seller/images", mine.person.headers, {
        file_id: victim,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().messages.en).toBe("This file was not found.");
      const theirProfile = (await get("/seller/profile", theirs.person.headers)).json().data;
      expect(theirProfile.store_images.map((file: { id: string }) => file.id)).toContain(victim);

      // The licence is not a gallery photo, so it cannot be removed this way either.
      const licence = await send("DELETE", "/seller/images", mine.person.headers, {
        file_id: mine.files.license,
      });
      expect(licence.statusCode).toBe(404);

      const [own = ""] = mine.files.farmImages;
      const url = mine.profile.farm_images[0].url;
      const deleted = await send("DELETE", "/seller/images", mine.person.headers, { file_id: own });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data.farm_images).toEqual([]);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    });

    it("is for sellers only", async () => {
      const customer = await signIn(t.app, { role: "customer" });
      const response = await send("POST", "/seller/upload-images", customer.headers, {
        kind: "store",
        file_ids: ["x"],
      });
      expect(response.statusCode).toBe(403);
      expect(
        (await send("DELETE", "/seller/images", customer.headers, { file_id: "x" })).statusCode,
      ).toBe(403);
    });
  });
});
