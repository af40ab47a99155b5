import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { registerShop, validStep1 } from "../../test/shop-registration";
import { type SignedIn, signIn, withAdminTestApp } from "../../test/sign-in";

describe("shop review by an admin", () => {
  let t: TestApp;
  let admin: SignedIn;
  withAdminTestApp({}, (setup) => {
    ({ t, admin } = setup);
  });

  const review = (sellerId: number, payload: object, headers = admin.headers) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/admin/sellers/${sellerId}/review`,
      headers,
      payload,
    });
  const list = (query = "", headers = admin.headers) =>
    t.app.inject({ method: "GET", url: `/api/v1/admin/sellers${query}`, headers });

  it("lists shops waiting for review, newest first, with what it takes to decide", async () => {
    const older = await registerShop(t.app, { store_name: "Older Farm" });
    const newer = await registerShop(t.app, { store_name: "Newer Farm" });
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const shops = response.json().data as { id: number; store_name: string }[];
    const ids = shops.map((shop) => shop.id);
    expect(ids.indexOf(newer.person.user.id)).toBeLessThan(ids.indexOf(older.person.user.id));
    expect(shops.find((shop) => shop.id === newer.person.user.id)).toMatchObject({
      store_name: "Newer Farm",
      manager_full_name: validStep1.manager_full_name,
      national_code: validStep1.national_code,
      sheba: validStep1.sheba,
      review_status: "pending_review",
      license: { kind: "pdf" },
      name: validStep1.manager_full_name,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      reviewed_at: null,
    });
  });

  it("approves a pending shop", async () => {
    const { person } = await registerShop(t.app);
    const response = await review(person.user.id, { decision: "approve" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      review_status: "approved",
      rejection_reason: null,
    });
    expect(response.json().messages.fa).toBe("فروشگاه تأیید شد.");
    const approved = (await list("?status=approved")).json().data as {
      id: number;
      reviewed_at: string;
    }[];
    expect(approved.find((shop) => shop.id === person.user.id)?.reviewed_at).toEqual(
      expect.any(String),
    );
    const pending = (await list()).json().data as { id: number }[];
    expect(pending.map((shop) => shop.id)).not.toContain(person.user.id);
  });

  it("rejects with a reason the seller can read; a reason is required", async () => {
    const { person } = await registerShop(t.app);
    const without = await review(person.user.id, { decision: "reject" });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({
      en: { reason: "This field is required." },
      fa: { reason: "این فیلد الزامی است." },
    });
    const blank = await review(person.user.id, { decision: "reject", reason: "   " });
    expect(blank.statusCode).toBe(422);

    const response = await review(person.user.id, {
      decision: "reject",
      reason: "The licence photo is blurry.",
    });
    expect(response.statusCode).toBe(200);
    const seen = (
      await t.app.inject({ method: "GET", url: "/api/v1/seller/profile", headers: person.headers })
    ).json().data;
    expect(seen).toMatchObject({
      review_status: "rejected",
      rejection_reason: "The licence photo is blurry.",
    });
  });

  it("decides only on shops that are waiting", async () => {
    const { person } = await registerShop(t.app);
    await review(person.user.id, { decision: "approve" });
    for (const decision of ["approve", "reject"]) {
      const again = await review(person.user.id, { decision, reason: "Changed my mind" });
      expect(again.statusCode).toBe(409);
      expect(again.json().messages).toEqual({
        en: "Only a shop that is waiting for review can be approved or rejected.",
        fa: "فقط فروشگاهی را که در انتظار بررسی است می‌توان تأیید یا رد کرد.",
      });
    }

    const draft = await signIn(t.app, { role: null });
    await t.app.inject({
      method: "POST",
      url: "/api/v1/seller/register/step1",
      headers: draft.headers,
      payload: validStep1,
    });
    expect((await review(draft.user.id, { decision: "approve" })).statusCode).toBe(409);
    expect((await review(999_999, { decision: "approve" })).statusCode).toBe(404);
  });

  it("is for admins only", async () => {
    const { person } = await registerShop(t.app);
    const seller = await review(person.user.id, { decision: "approve" }, person.headers);
    expect(seller.statusCode).toBe(403);
    const customer = await signIn(t.app, { role: "customer" });
    expect((await list("", customer.headers)).statusCode).toBe(403);
    expect((await list("", {})).statusCode).toBe(401);
    const still = (
      await t.app.inject({ method: "GET", url: "/api/v1/seller/profile", headers: person.headers })
    ).json().data;
    expect(still.review_status).toBe("pending_review");
  });

  it("answers who you are before what you sent: 401/403 ahead of body and path validation", async () => {
    const anonymous = await review(1, {}, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors).toEqual({ fa: {}, en: {} });
    const customer = await signIn(t.app, { role: "customer" });
    const wrongRole = await review(1, {}, customer.headers);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().errors).toEqual({ fa: {}, en: {} });
    const badPath = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/sellers/not-a-number/review",
      headers: customer.headers,
      payload: { decision: "maybe" },
    });
    expect(badPath.statusCode).toBe(403);
  });

  it("refuses an unknown status or decision", async () => {
    const badStatus = await list("?status=everything");
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().errors.en).toEqual({ status: "Please choose one of the options." });
    const badDecision = await review(1, { decision: "maybe" });
    expect(badDecision.statusCode).toBe(422);
    expect(badDecision.json().errors.en).toEqual({ decision: "Please choose one of the options." });
  });
});
