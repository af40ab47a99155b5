import { errorMessages } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { makePng, uploadId } from "../../test/files";
import {
  createSettlementWorld,
  deliveredOrderLine,
  type SettlementWorld,
} from "../../test/settlement";
import { signIn, signInSeller } from "../../test/sign-in";

type Person = { headers: Record<string, string>; user?: { id: number } };

/** Reviews from verified buyers (issue 28 item 1). */
describe("reviews", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const send = (method: "POST" | "PATCH", person: Person, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, payload });
  const post = (person: Person, url: string, payload?: object) =>
    send("POST", person, url, payload);
  const get = (person: Person | null, url: string) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers: person?.headers ?? {} });

  /** A pickup order delivered to the world's customer, and its one line. */
  async function deliveredLine(s: SettlementWorld) {
    const { order, line } = await deliveredOrderLine(t.app, s, {
      kg: 2,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    return { order, line, url: `/customer/orders/${order.id}/items/${line.id}/review` };
  }

  async function receivedLine(s: SettlementWorld) {
    const bought = await deliveredLine(s);
    const receipt = await post(s.customer, `/customer/orders/${bought.order.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    return bought;
  }

  it("only the buyer who received a line reviews it, once, even when two submissions race", async () => {
    const s = await createSettlementWorld(t.app);
    const { order, line, url } = await deliveredLine(s);

    const early = await post(s.customer, url, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().messages).toEqual(errorMessages("review_not_allowed"));
    expect((await post(s.customer, `/customer/orders/${order.id}/receipt`)).statusCode).toBe(200);

    const stranger = await signIn(t.app, { role: "customer" });
    expect((await post(stranger, url, { stars: 5 })).statusCode).toBe(403);
    expect((await post(s.seller, url, { stars: 5 })).statusCode).toBe(403);
    expect((await post({ headers: {} }, url, { stars: 5 })).statusCode).toBe(401);
    const unknownLine = `/customer/orders/${order.id}/items/${line.id + 9999}/review`;
    expect((await post(s.customer, unknownLine, { stars: 5 })).statusCode).toBe(404);
    for (const bad of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: 4, extra: 1 }]) {
      expect((await post(s.customer, url, bad)).statusCode).toBe(422);
    }
    expect((await post(s.customer, url, { stars: 4, text: "x".repeat(1001) })).statusCode).toBe(
      422,
    );

    const answers = await Promise.all([
      post(s.customer, url, { stars: 4, text: "Sweet, firm and well packed" }),
      post(s.customer, url, { stars: 2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().messages).toEqual(errorMessages("already_reviewed"));
    const rows = await t.db
      .select()
      .from(schema.reviews)
      .where(eq(schema.reviews.orderItemId, line.id));
    expect(rows).toHaveLength(1);
    expect((await post(s.customer, url, { stars: 3 })).statusCode).toBe(409);

    const own = (await get(s.customer, `/customer/orders/${order.id}/reviews`)).json().data;
    expect(own.reviewable).toBe(true);
    expect(own.items[0].review.id).toBe(rows[0]?.id);
    expect((await get(stranger, `/customer/orders/${order.id}/reviews`)).statusCode).toBe(403);
  });

  it("shows photos, the average, the count and the distribution; cards carry the rating", async () => {
    const s = await createSettlementWorld(t.app);
    const first = await receivedLine(s);
    const photo = await uploadId(
      t.app,
      s.customer.headers,
      "review_photo",
      await makePng(320, 240),
      "crate.png",
    );
    const strangersPhoto = await uploadId(
      t.app,
      (await signIn(t.app, { role: "customer" })).headers,
      "review_photo",
      await makePng(320, 240),
      "other.png",
    );
    const refused = await post(s.customer, first.url, { stars: 5, photo_ids: [strangersPhoto] });
    expect(refused.statusCode).toBe(422);
    expect(
      (await post(s.customer, first.url, { stars: 5, photo_ids: [photo, photo] })).statusCode,
    ).toBe(422);
    expect(
      (await post(s.customer, first.url, { stars: 5, photo_ids: Array(6).fill(photo) })).statusCode,
    ).toBe(422);
    const written = await post(s.customer, first.url, { stars: 5, photo_ids: [photo] });
    expect(written.statusCode).toBe(201);
    expect(written.json().data.photos).toHaveLength(1);

    // A second order of the same product, reviewed with fewer stars.
    const second = await receivedLine(s);
    await t.db
      .update(schema.orderItems)
      .set({ productId: first.line.productId })
      .where(eq(schema.orderItems.id, second.line.id));
    expect((await post(s.customer, second.url, { stars: 2 })).statusCode).toBe(201);

    const productId = first.line.productId;
    const list = await get(null, `/customer/products/${productId}/reviews?photos=first`);
    expect(list.statusCode).toBe(200);
    const page = list.json().data;
    expect(page.summary).toEqual({ average: 3.5, count: 2, distribution: [0, 1, 0, 0, 1] });
    expect(page.items[0].photos[0].url).toMatch(/^\/api\/v1\/files\//);
    const only = (await get(null, `/customer/products/${productId}/reviews?photos=only`)).json();
    expect(only.data.items).toHaveLength(1);
    expect((await get(null, `/customer/products/${productId}/reviews?sort=best`)).statusCode).toBe(
      422,
    );
    expect(
      (await get(null, `/customer/products/${productId}/reviews?per_page=51`)).statusCode,
    ).toBe(422);

    const detail = (await get(null, `/customer/products/${productId}`)).json().data;
    expect(detail.rating).toEqual({ average: 3.5, count: 2 });
  });

  it("edits within the window, not after it", async () => {
    const s = await createSettlementWorld(t.app);
    const { order, url } = await receivedLine(s);
    expect((await send("PATCH", s.customer, url, { stars: 3 })).statusCode).toBe(404);
    const created = await post(s.customer, url, { stars: 3, text: "Good" });
    const edited = await send("PATCH", s.customer, url, { stars: 4, text: "Better than I said" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ stars: 4, text: "Better than I said" });

    await t.db
      .update(schema.reviews)
      .set({ createdAt: new Date(Date.now() - 15 * 24 * 3_600_000) })
      .where(eq(schema.reviews.id, created.json().data.id));
    const late = await send("PATCH", s.customer, url, { stars: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().messages).toEqual(errorMessages("review_edit_closed"));

    const shopUrl = `/customer/orders/${order.id}/shop-review`;
    expect((await post(s.customer, shopUrl, { stars: 5, text: "Kind and quick" })).statusCode).toBe(
      201,
    );
    expect((await post(s.customer, shopUrl, { stars: 1 })).statusCode).toBe(409);
    expect((await send("PATCH", s.customer, shopUrl, { stars: 4 })).statusCode).toBe(200);
    const shopList = (await get(null, `/customer/sellers/${s.seller.user.id}/reviews`)).json();
    expect(shopList.data.summary).toMatchObject({ average: 4, count: 1 });
  });

  it("the shop answers once; a helpful vote counts once per person", async () => {
    const s = await createSettlementWorld(t.app);
    const { url } = await receivedLine(s);
    const review = (await post(s.customer, url, { stars: 4 })).json().data;
    const answerUrl = `/seller/reviews/${review.id}/answer`;

    const otherShop = await signInSeller(t.app);
    expect((await post(otherShop, answerUrl, { text: "Thanks" })).statusCode).toBe(404);
    expect((await post(s.customer, answerUrl, { text: "Thanks" })).statusCode).toBe(403);
    expect((await post(s.seller, answerUrl, { text: "" })).statusCode).toBe(422);
    const answers = await Promise.all([
      post(s.seller, answerUrl, { text: "Thank you, see you next harvest" }),
      post(s.seller, answerUrl, { text: "Thanks again" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const listed = (await get(s.seller, "/seller/reviews")).json().data.items;
    expect(listed[0]).toMatchObject({ id: review.id, hidden: false });
    expect(listed[0].answer).toMatch(/Thank/);

    const voter = await signIn(t.app, { role: "customer" });
    const helpful = `/customer/reviews/${review.id}/helpful`;
    const votes = await Promise.all([post(voter, helpful), post(voter, helpful)]);
    expect(votes.map((vote) => vote.statusCode).sort()).toEqual([200, 409]);
    expect((await post(s.seller, helpful)).json().data.helpful_count).toBe(2);
    expect((await post(s.customer, helpful)).statusCode).toBe(403);
    expect((await post({ headers: {} }, helpful)).statusCode).toBe(401);
    expect((await post(voter, "/customer/reviews/999999/helpful")).statusCode).toBe(404);
  });

  it("a reported review hidden by an admin leaves the list and the average, audited", async () => {
    const s = await createSettlementWorld(t.app);
    const a = await receivedLine(s);
    const review = (await post(s.customer, a.url, { stars: 1, text: "Rude words" })).json().data;
    const productUrl = `/customer/products/${a.line.productId}/reviews`;
    expect((await get(null, productUrl)).json().data.summary.count).toBe(1);

    const reader = await signIn(t.app, { role: "customer" });
    const report = await post(reader, "/customer/report-message", {
      subject_kind: "review",
      subject_id: review.id,
      reason: "other",
      text: "Insults the shop",
    });
    expect(report.statusCode).toBe(201);
    // One's own review is not one's to report.
    const selfReport = await post(s.customer, "/customer/report-message", {
      subject_kind: "review",
      subject_id: review.id,
      reason: "other",
      text: "mine",
    });
    expect(selfReport.statusCode).toBe(404);

    const desk = (await get(s.admin, "/admin/reports?subject_kind=review")).json().data.items;
    expect(
      desk.find((item: { id: number }) => item.id === report.json().data.id).subject,
    ).toMatchObject({
      kind: "review",
      id: review.id,
      hidden: false,
    });

    expect((await post(s.customer, `/admin/reviews/${review.id}/hide`)).statusCode).toBe(403);
    expect((await post(s.admin, `/admin/reviews/${review.id}/hide`)).statusCode).toBe(200);
    expect((await post(s.admin, `/admin/reviews/${review.id}/hide`)).statusCode).toBe(409);
    const hidden = (await get(null, productUrl)).json().data;
    expect(hidden.summary).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] });
    expect(hidden.items).toHaveLength(0);
    expect((await get(null, `/customer/products/${a.line.productId}`)).json().data.rating).toBe(
      null,
    );
    expect((await post(reader, `/customer/reviews/${review.id}/helpful`)).statusCode).toBe(404);
    const [audit] = await t.db
      .select()
      .from(schema.adminAuditLog)
      .where(
        and(
          eq(schema.adminAuditLog.targetKind, "review"),
          eq(schema.adminAuditLog.targetId, review.id),
        ),
      );
    expect(audit?.action).toBe("review.hide");

    expect((await post(s.admin, `/admin/reviews/${review.id}/restore`)).statusCode).toBe(200);
    expect((await post(s.admin, `/admin/reviews/${review.id}/restore`)).statusCode).toBe(409);
    expect((await get(null, productUrl)).json().data.summary.count).toBe(1);
    expect((await post(s.admin, "/admin/reviews/999999/hide")).statusCode).toBe(404);
  });
});
