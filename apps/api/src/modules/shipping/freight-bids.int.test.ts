import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireProposals } from "../../flows/expire-proposals";
import { jobKinds } from "../../jobs/registry";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp, dayFromToday } from "../../test/commerce";
import {
  bid,
  createFreightDriver,
  openLoad,
  type ProposalJson,
  sellerLoad,
  tehranAt,
  toldOf,
} from "../../test/freight";
import { closeWithLedgerBalanced } from "../../test/ledger";
import { call, data, expectError, loadingRequestBody, paidOrder } from "../../test/shipping";
import { recentLoadsByDriver } from "./shipping.load-matches";

/*
 * Bids on loads that say what they need (issue 29, decision 036): the vehicle rule, late bids,
 * how long a bid stands, stale bids after a change, and the seller's ranking.
 */
describe("freight bids", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let windowEndsAt: string;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
    const [block] = await t.db
      .select()
      .from(schema.timeBlocks)
      .where(eq(schema.timeBlocks.id, world.timeBlockId));
    windowEndsAt = block?.endsAt ?? "";
  });
  afterAll(() => closeWithLedgerBalanced(t));

  type RequestJson = { items: { id: number }[] };
  const proposalOf = async (id: number) =>
    (await t.db.select().from(schema.driverProposals).where(eq(schema.driverProposals.id, id)))[0];

  it("keeps a cool load from a vehicle that is not refrigerated: not listed, not shown, no bid, no text", async () => {
    const plain = await createFreightDriver(t.app, world, { refrigerated: false });
    const cold = await createFreightDriver(t.app, world, { refrigerated: true });
    const load = await openLoad(t.app, world, {
      body: { temperature: "cool", fragile: true, package_count: 6 },
    });
    const ambient = await openLoad(t.app, world);

    const listed = (headers: Record<string, string>) =>
      data<RequestJson>(t.app, headers, "GET", "/driver/loading-requests?per_page=48").then(
        (page) => page.items.map((item) => item.id),
      );
    expect(await listed(plain.headers)).not.toContain(load.requestId);
    expect(await listed(plain.headers)).toContain(ambient.requestId);
    expect(await listed(cold.headers)).toEqual(
      expect.arrayContaining([load.requestId, ambient.requestId]),
    );

    const url = `/driver/loading-requests/${load.requestId}`;
    expect((await call(t.app, plain.headers, "GET", url)).statusCode).toBe(404);
    const seen = await data<{ temperature: string; fragile: boolean; package_count: number }>(
      t.app,
      cold.headers,
      "GET",
      url,
    );
    expect(seen).toMatchObject({ temperature: "cool", fragile: true, package_count: 6 });

    const refused = await bid(t.app, plain, load.requestId);
    expectError(refused, "vehicle_not_suitable");
    expect(refused.json().messages.fa).toMatch(/یخچال‌دار/);
    expect((await bid(t.app, cold, load.requestId)).statusCode).toBe(200);

    // The new-load texts follow the same rule.
    const matches = await recentLoadsByDriver(t.db, new Date());
    expect(matches.get(cold.user.id)).toContain(load.requestId);
    expect(matches.get(plain.user.id) ?? []).not.toContain(load.requestId);
    expect(matches.get(plain.user.id)).toContain(ambient.requestId);

    const shown = await sellerLoad(t.app, load.shop, load.groupId);
    expect(shown).toMatchObject({ temperature: "cool", fragile: true, package_count: 6 });
  });

  it("refuses a bid that would arrive after the arrive-by time, in both languages", async () => {
    const windowEnd = tehranAt(dayFromToday(1), windowEndsAt);
    const arriveBy = new Date(windowEnd.getTime() + 10 * 3_600_000).toISOString();
    const load = await openLoad(t.app, world, { body: { arrive_by: arriveBy } });
    const driver = await createFreightDriver(t.app, world, { refrigerated: false });

    // The window's end plus 11 hours is an hour late; plus 10 is on time.
    const late = await bid(t.app, driver, load.requestId, { duration_hours: 11 });
    expectError(late, "bid_arrives_late");
    expect(late.json().messages.en).toMatch(/arrive after/);
    expect((await bid(t.app, driver, load.requestId, { duration_hours: 10 })).statusCode).toBe(200);
    expect((await sellerLoad(t.app, load.shop, load.groupId)).arrive_by).toBe(arriveBy);

    // An arrive-by time no bid could keep (the window's end) is refused on its field.
    const fresh = await paidOrder(t.app, world, load.shop);
    const url = `/seller/orders/${fresh.orderId}/loading-request`;
    const impossible = await call(
      t.app,
      load.shop.headers,
      "POST",
      url,
      loadingRequestBody(world, { arrive_by: windowEnd.toISOString() }),
    );
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors.en.arrive_by).toMatch(/after the loading window/);
    expect(impossible.json().errors.fa.arrive_by).toMatch(/بازهٔ بارگیری/);
    const noCount = await call(t.app, load.shop.headers, "POST", url, {
      ...loadingRequestBody(world),
      package_count: undefined,
    });
    expect(noCount.statusCode).toBe(422);
  });

  it("lets a bid stand until the end of the loading day, or earlier, never in the past", async () => {
    const load = await openLoad(t.app, world);
    const driver = await createFreightDriver(t.app, world, { refrigerated: false });
    const made = await bid(t.app, driver, load.requestId);
    const endOfDay = tehranAt(dayFromToday(2), "00:00").toISOString();
    expect(made.json().data.my_proposal.valid_until).toBe(endOfDay);

    const past = await bid(t.app, driver, load.requestId, {
      valid_until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.en.valid_until).toMatch(/passed/);
    const afterDay = await bid(t.app, driver, load.requestId, {
      valid_until: new Date(Date.parse(endOfDay) + 60_000).toISOString(),
    });
    expect(afterDay.statusCode).toBe(422);
    expect(afterDay.json().errors.fa.valid_until).toBeTruthy();
    const soon = new Date(Date.now() + 3_600_000);
    const shorter = await bid(t.app, driver, load.requestId, { valid_until: soon.toISOString() });
    expect(shorter.json().data.my_proposal.valid_until).toBe(soon.toISOString());
  });

  it("takes a bid whose time passed off the list at once, the job marks it expired, and it may be renewed", async () => {
    const load = await openLoad(t.app, world);
    const lapsing = await createFreightDriver(t.app, world, { refrigerated: false });
    const standing = await createFreightDriver(t.app, world, { refrigerated: false });
    const lapsed = (await bid(t.app, lapsing, load.requestId)).json().data.my_proposal.id;
    await bid(t.app, standing, load.requestId, { price_toman: 500_000 });
    // Its time passes (the job has not run yet).
    await t.db
      .update(schema.driverProposals)
      .set({ validUntil: new Date(Date.now() - 1_000) })
      .where(eq(schema.driverProposals.id, lapsed));

    const shown = await sellerLoad(t.app, load.shop, load.groupId);
    expect(shown.proposal_count).toBe(1);
    expect(shown.proposals.map((p) => [p.driver.id, p.status])).toEqual([
      [standing.user.id, "pending"],
      [lapsing.user.id, "expired"],
    ]);
    expect(shown.proposals[1]?.ranking).toBeNull();
    const accept = await call(
      t.app,
      load.shop.headers,
      "POST",
      `/seller/proposals/${lapsed}/accept`,
    );
    expectError(accept, "proposal_not_pending");
    const mine = (status: string) =>
      data<{ items: { id: number }[] }>(
        t.app,
        lapsing.headers,
        "GET",
        `/driver/proposals?status=${status}`,
      ).then((page) => page.items.map((item) => item.id));
    expect(await mine("pending")).toEqual([]);
    expect(await mine("expired")).toEqual([lapsed]);

    expect(await expireProposals(t.db)).toBeGreaterThanOrEqual(1);
    expect(await expireProposals(t.db)).toBe(0);
    expect((await proposalOf(lapsed))?.status).toBe("expired");
    expect(jobKinds.map((job) => job.kind)).toContain("expire_proposals");

    // Renewed: pending again, on the list, and the shop hears of it.
    const before = (await toldOf(t.app, load.shop.user.id, "proposal_received")).length;
    const renewed = await bid(t.app, lapsing, load.requestId, { price_toman: 450_000 });
    expect(renewed.json().data.my_proposal.status).toBe("pending");
    expect((await sellerLoad(t.app, load.shop, load.groupId)).proposal_count).toBe(2);
    expect(await toldOf(t.app, load.shop.user.id, "proposal_received")).toHaveLength(before + 1);
  });

  it("makes pending bids stale when the seller changes the load, asks their drivers to bid again, and renews them", async () => {
    const load = await openLoad(t.app, world);
    const one = await createFreightDriver(t.app, world, { refrigerated: false });
    const two = await createFreightDriver(t.app, world, { refrigerated: true });
    const first = (await bid(t.app, one, load.requestId)).json().data.my_proposal.id as number;
    await bid(t.app, two, load.requestId, { price_toman: 600_000 });
    const url = `/seller/loading-requests/${load.requestId}`;

    const changed = await call(t.app, load.shop.headers, "PATCH", url, {
      weight_kg: 140,
      temperature: "cool",
    });
    expect(changed.statusCode).toBe(200);
    const shown = await sellerLoad(t.app, load.shop, load.groupId);
    expect(shown).toMatchObject({ revision: 2, weight_kg: 140, temperature: "cool" });
    expect(shown.proposal_count).toBe(0);
    expect(shown.proposals.map((p) => p.status)).toEqual(["stale", "stale"]);
    for (const driver of [one, two]) {
      expect(await toldOf(t.app, driver.user.id, "rebid_requested")).toMatchObject([
        { subjectId: load.requestId },
      ]);
    }
    expectError(
      await call(t.app, load.shop.headers, "POST", `/seller/proposals/${first}/accept`),
      "proposal_not_pending",
    );

    // The refrigerated driver bids again on the new revision; the other's vehicle no longer suits.
    const renewed = await bid(t.app, two, load.requestId, { price_toman: 650_000 });
    expect(renewed.json().data.my_proposal).toMatchObject({
      status: "pending",
      request_revision: 2,
    });
    expectError(await bid(t.app, one, load.requestId), "vehicle_not_suitable");
    expect((await sellerLoad(t.app, load.shop, load.groupId)).proposal_count).toBe(1);

    // A change is checked as an opening is; another shop's load is not found; a closed one is not open.
    expect((await call(t.app, load.shop.headers, "PATCH", url, {})).statusCode).toBe(422);
    const past = await call(t.app, load.shop.headers, "PATCH", url, {
      loading_date: dayFromToday(-1),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.en.loading_date).toBeTruthy();
    const stranger = await openLoad(t.app, world);
    expectError(
      await call(t.app, stranger.shop.headers, "PATCH", url, { weight_kg: 90 }),
      "loading_request_not_found",
    );
    await data(t.app, load.shop.headers, "POST", `${url}/cancel`);
    expectError(
      await call(t.app, load.shop.headers, "PATCH", url, { weight_kg: 90 }),
      "loading_request_not_open",
    );
  });

  it("ranks the pending bids by points over arrival, price and rating, saying why", async () => {
    const load = await openLoad(t.app, world);
    const drivers = [];
    for (const name of ["Fast", "Cheap", "Middle", "Gone"]) {
      drivers.push(await createFreightDriver(t.app, world, { refrigerated: false, name }));
    }
    const [fast, cheap, middle, gone] = drivers;
    if (!fast || !cheap || !middle || !gone) throw new Error("drivers missing");
    await bid(t.app, fast, load.requestId, { price_toman: 900_000, duration_hours: 4 });
    await bid(t.app, cheap, load.requestId, { price_toman: 500_000, duration_hours: 8 });
    await bid(t.app, middle, load.requestId, { price_toman: 600_000, duration_hours: 12 });
    const withdrawn = (await bid(t.app, gone, load.requestId, { price_toman: 100_000 })).json().data
      .my_proposal.id;
    await data(t.app, gone.headers, "POST", `/driver/proposals/${withdrawn}/withdraw`);

    const { proposals } = await sellerLoad(t.app, load.shop, load.groupId);
    const byDriver = (id: number) =>
      proposals.find((p) => p.driver.id === id)?.ranking as ProposalJson["ranking"];
    // Nobody is rated: fast 1+3, cheap 2+1 (fewest points), middle 3+2.
    expect(proposals.map((p) => p.driver.id)).toEqual([
      cheap.user.id,
      fast.user.id,
      middle.user.id,
      gone.user.id,
    ]);
    expect(byDriver(cheap.user.id)).toMatchObject({
      position: 1,
      reasons: ["cheapest", "unrated"],
      hours_after_fastest: 4,
      percent_above_cheapest: 0,
    });
    expect(byDriver(fast.user.id)).toMatchObject({
      position: 2,
      reasons: ["fastest", "unrated"],
      hours_after_fastest: 0,
      percent_above_cheapest: 80,
    });
    expect(byDriver(middle.user.id)?.position).toBe(3);
    expect(byDriver(cheap.user.id)?.arrives_at).toBe(
      new Date(tehranAt(dayFromToday(1), windowEndsAt).getTime() + 8 * 3_600_000).toISOString(),
    );
    expect(byDriver(gone.user.id)).toBeNull();

    // A driver sees their own bid without anyone's ranking.
    const own = await data<{ my_proposal: { ranking: unknown } }>(
      t.app,
      fast.headers,
      "GET",
      `/driver/loading-requests/${load.requestId}`,
    );
    expect(own.my_proposal.ranking).toBeNull();
  });
});
