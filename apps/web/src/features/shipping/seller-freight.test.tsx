import type { DeliveryProof, Language, OrderGroup, Pickup } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { changesOf } from "./edit-load-form";
import { loadNeedsBody, loadNeedsValues } from "./load-needs-fields";
import { isOutdated, SellerBids } from "./seller-bids";
import { SellerPickup } from "./seller-pickup";
import { ShipmentEvidence } from "./shipment-evidence";

type Request = NonNullable<OrderGroup["loading_request"]>;
type Proposal = Request["proposals"][number];

function shown(node: ReactNode, locale: Language = "en"): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Tehran">
      {node}
    </NextIntlClientProvider>,
  );
}

const future = "2099-01-01T12:00:00.000Z";

function bid(id: number, overrides: Partial<Proposal> = {}): Proposal {
  return {
    id,
    loading_request_id: 5,
    status: "pending",
    price_rials: 1_000_000,
    duration_hours: 6,
    valid_until: future,
    request_revision: 2,
    ranking: null,
    driver: {
      id: id + 100,
      name: `Driver ${id}`,
      vehicle_type: { id: 1, title: "وانت", title_en: "Pickup" },
      rating_average: null,
      rating_count: 0,
      completed_jobs: 0,
    },
    created_at: "2026-11-28T06:00:00.000Z",
    updated_at: "2026-11-28T06:00:00.000Z",
    ...overrides,
  };
}

function requestWith(proposals: Proposal[]): Request {
  return { id: 5, status: "open", revision: 2, proposals, questions: [] } as unknown as Request;
}

const ranking = (position: number, extra: Partial<NonNullable<Proposal["ranking"]>> = {}) => ({
  position,
  arrives_at: "2026-11-30T10:30:00.000Z",
  reasons: [],
  hours_after_fastest: 0,
  percent_above_cheapest: 0,
  ...extra,
});

describe("the shop's bids", () => {
  const request = requestWith([
    bid(1, { ranking: ranking(2, { reasons: ["cheapest"], hours_after_fastest: 4 }) }),
    bid(2, {
      ranking: ranking(1, { reasons: ["fastest", "unrated"], percent_above_cheapest: 15 }),
    }),
    bid(3, { status: "stale" }),
    bid(4, { request_revision: 1 }),
  ]);

  it("lists the current bids by their place, each saying why", () => {
    const html = shown(<SellerBids request={request} />);
    const current = html.slice(0, html.indexOf('data-testid="outdated-bids"'));
    expect(current.indexOf("Driver 2")).toBeLessThan(current.indexOf("Driver 1"));
    expect(current).toContain("No. 1");
    expect(current).toContain("Fastest");
    expect(current).toContain("Unrated");
    expect(current).toContain("15% above the cheapest");
    expect(current).toContain("4 hours after the fastest");
    expect(current).toContain("Valid until");
    expect(current).not.toContain("Driver 3");
  });

  it("folds stale bids and bids on an older revision apart, with a note", () => {
    const html = shown(<SellerBids request={request} />);
    const outdated = html.slice(html.indexOf('data-testid="outdated-bids"'));
    expect(outdated).toContain("Expired and outdated bids (2)");
    expect(outdated).toContain("Driver 3");
    expect(outdated).toContain("Driver 4");
    expect(outdated).toContain("cannot be accepted");
    expect(outdated).not.toContain(">Accept<");
    const fa = shown(<SellerBids request={request} />, "fa");
    expect(fa).toContain("سریع‌ترین");
    expect(fa).toContain("۱۵٪ بیشتر از ارزان‌ترین");
  });

  it("takes a pending bid past its time as outdated before the job marks it", () => {
    const past = bid(5, { valid_until: "2026-11-28T07:00:00.000Z" });
    expect(isOutdated(past, request, Date.parse("2026-11-28T08:00:00.000Z"))).toBe(true);
    expect(isOutdated(bid(6), request, Date.parse("2026-11-28T08:00:00.000Z"))).toBe(false);
  });
});

describe("the load's needs in the form", () => {
  it("sends the arrive-by day and hour as Tehran time and reads them back", () => {
    const values = loadNeedsValues({
      temperature: "cool",
      arrive_by: "2026-12-01T08:30:00.000Z",
      fragile: true,
      package_count: 3,
    });
    expect(values).toMatchObject({
      has_arrive_by: true,
      arrive_by: "2026-12-01",
      arrive_by_hour: "12",
    });
    expect(loadNeedsBody({ ...values, package_count: "۳" })).toEqual({
      temperature: "cool",
      fragile: true,
      package_count: 3,
      arrive_by: "2026-12-01T12:00:00+03:30",
    });
    expect(loadNeedsBody({ ...values, has_arrive_by: false }).arrive_by).toBeNull();
  });

  it("asks for new bids with only what changed", () => {
    const before = {
      loading_date: "2026-12-01",
      time_block_id: 1,
      package_type_id: 2,
      weight_kg: 40,
      note: "",
      temperature: "ambient" as const,
      fragile: false,
      package_count: 3,
      arrive_by: null,
    };
    expect(changesOf(before, { ...before })).toBeNull();
    expect(changesOf(before, { ...before, weight_kg: 55, temperature: "frozen" })).toEqual({
      weight_kg: 55,
      temperature: "frozen",
    });
  });
});

const pickup: Pickup = {
  status: "awaiting_seller",
  package_count: 3,
  weight_kg: 52,
  stated_package_count: 2,
  stated_weight_kg: 40,
  photo_urls: ["/api/v1/files/a", "/api/v1/files/b"],
  latitude: null,
  longitude: null,
  seller_note: null,
  recorded_at: "2026-11-28T06:00:00.000Z",
  decided_at: null,
};

describe("the pickup record on the shop's shipment", () => {
  it("offers confirm and dispute only while it waits for the shop", () => {
    const waiting = shown(
      <SellerPickup groupId={7} groupStatus="driver_assigned" pickup={pickup} />,
    );
    expect(waiting).toContain("Confirm the pickup");
    expect(waiting).toContain("Dispute the pickup");
    const confirmed = shown(
      <SellerPickup
        groupId={7}
        groupStatus="driver_assigned"
        pickup={{ ...pickup, status: "confirmed" }}
      />,
    );
    expect(confirmed).not.toContain("Confirm the pickup");
    expect(confirmed).toContain("You confirmed what the driver recorded");
    const fa = shown(
      <SellerPickup groupId={7} groupStatus="driver_assigned" pickup={pickup} />,
      "fa",
    );
    expect(fa).toContain("تأیید بارگیری");
    expect(fa).toContain("اعتراض به بارگیری");
    expect(waiting).not.toContain("Cancel the load");
  });

  it("offers to cancel the load only after a dispute, then says it was cancelled", () => {
    const disputed = { ...pickup, status: "disputed" as const };
    const assigned = shown(
      <SellerPickup groupId={7} groupStatus="driver_assigned" pickup={disputed} />,
    );
    expect(assigned).toContain("Cancel the load");
    expect(assigned).toContain("or you cancel the load");
    expect(
      shown(<SellerPickup groupId={7} groupStatus="driver_assigned" pickup={disputed} />, "fa"),
    ).toContain("لغو بار");
    const cancelled = shown(<SellerPickup groupId={7} groupStatus="preparing" pickup={disputed} />);
    expect(cancelled).not.toContain("Cancel the load");
    expect(cancelled).toContain("You cancelled this load after disputing the pickup");
    expect(
      shown(<SellerPickup groupId={7} groupStatus="preparing" pickup={disputed} />, "fa"),
    ).toContain("این بار را پس از اعتراض به بارگیری لغو کردید");
  });
});

describe("the shipment's evidence", () => {
  const proof: DeliveryProof = {
    method: "no_code",
    no_code_reason: "customer_absent",
    photo_url: "/api/v1/files/c",
    delivered_at: "2026-11-28T10:00:00.000Z",
    latitude: 35.7,
    longitude: 51.4,
  };

  it("shows the pickup and the handover in order, with the place on a map", () => {
    const html = shown(<ShipmentEvidence pickup={pickup} proof={proof} />);
    expect(html.indexOf("Picked up")).toBeLessThan(html.indexOf("Delivered"));
    expect(html).toContain('href="/api/v1/files/a"');
    expect(html).toContain("Without the code");
    expect(html).toContain("https://www.openstreetmap.org/?mlat=35.70000&amp;mlon=51.40000");
    expect(html).toContain('alt="Handover photo"');
    const fa = shown(<ShipmentEvidence pickup={pickup} proof={proof} />, "fa");
    expect(fa).toContain("بارگیری شد");
    expect(fa).toContain("۳۵٫۷");
  });

  it("shows nothing before anything is recorded, and the code when it was given", () => {
    expect(shown(<ShipmentEvidence pickup={null} proof={null} />)).toBe("");
    const byCode = shown(
      <ShipmentEvidence
        pickup={null}
        proof={{ ...proof, method: "code", no_code_reason: null, latitude: null, longitude: null }}
      />,
    );
    expect(byCode).toContain("With the customer&#x27;s delivery code");
    expect(byCode).not.toContain("openstreetmap");
  });
});
