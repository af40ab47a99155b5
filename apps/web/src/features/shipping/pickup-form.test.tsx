import type { DriverJob, Language, Pickup, PickupStatus } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { catalogues } from "@/lib/i18n/catalogues";
import { PickupSection } from "./pickup-form";

/*
 * The pickup on the driver's job page (decision 036): the form while nothing is recorded, the
 * Loaded button only once the record matches or the shop confirms it, a waiting state that asks
 * again by itself, and after a dispute the shop's note with the form again.
 */

const titled = { id: 1, title: "تهران", title_en: "Tehran" };

function jobWith(
  pickup: Pickup | null,
  status: DriverJob["status"] = "driver_assigned",
): DriverJob {
  return {
    id: 41,
    status,
    destination_city: titled,
    pickup: {
      shop_name: "باغ",
      shop_name_en: "Orchard",
      province: titled,
      city: titled,
      latitude: null,
      longitude: null,
    },
    loading_date: "2026-11-25",
    time_block: { id: 1, starts_at: "08:00", ends_at: "12:00" },
    driver_price_rials: 600_000,
    loaded_at: null,
    needs: {
      temperature: "cool",
      arrive_by: null,
      fragile: false,
      package_count: 2,
      weight_kg: 5,
    },
    pickup_record: pickup,
    orders: [],
    trip_stops: [],
    created_at: "2026-11-24T08:00:00Z",
  };
}

function record(status: PickupStatus, sellerNote: string | null = null): Pickup {
  return {
    status,
    package_count: 3,
    weight_kg: 5,
    stated_package_count: 2,
    stated_weight_kg: 5,
    photo_urls: ["/api/v1/files/a/content", "/api/v1/files/b/content"],
    latitude: null,
    longitude: null,
    seller_note: sellerNote,
    recorded_at: "2026-11-25T05:00:00Z",
    decided_at: null,
  };
}

let root: Root | null = null;
let container: HTMLDivElement | null = null;

async function show(job: DriverJob, onRefresh = () => {}, language: Language = "en") {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  await act(async () =>
    mounted.render(
      <NextIntlClientProvider
        locale={language}
        messages={catalogues[language]}
        timeZone="Asia/Tehran"
      >
        <PickupSection job={job} onRefresh={onRefresh} />
      </NextIntlClientProvider>,
    ),
  );
}

const text = () => document.body.textContent ?? "";
const buttonNamed = (name: string) =>
  [...document.querySelectorAll("button")].find((button) => button.textContent === name);
const form = () => document.querySelector('[data-testid="pickup-form"]');

beforeEach(() => {
  // No place from this device: the form must work without one.
  vi.stubGlobal("navigator", { ...navigator, geolocation: undefined });
});

afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  container?.remove();
  root = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the pickup on the driver's job page", () => {
  it("asks for the pickup first, without a Loaded button, and sends nothing half-filled", async () => {
    const api = stubFetch(() => jsonResponse(200, envelope({ data: {} })));
    await show(jobWith(null));
    expect(form()).not.toBeNull();
    expect(text()).toContain("The load says 2 packages and 5 kg.");
    expect(buttonNamed("Mark loaded")).toBeUndefined();
    await act(async () => buttonNamed("Record the pickup")?.click());
    expect(api.calls).toHaveLength(0);
    expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
    // The photos' field says so in words, never the message's key.
    const photos = document.querySelector('[data-testid="pickup-form"] fieldset');
    expect(photos?.textContent).toContain("This field is required.");
  });

  it("offers Loaded once the record matches, and marks the job loaded", async () => {
    const api = stubFetch(() => jsonResponse(200, envelope({ data: jobWith(record("matched")) })));
    await show(jobWith(record("matched")));
    expect(form()).toBeNull();
    expect(text()).toContain("Matches the load — you may leave");
    await act(async () => buttonNamed("Mark loaded")?.click());
    expect(api.calls.map((call) => [call.init.method, call.url])).toContainEqual([
      "POST",
      expect.stringContaining("/driver/jobs/41/loaded"),
    ]);
  });

  it("waits for the shop on a mismatch, asking again by itself", async () => {
    vi.useFakeTimers();
    const onRefresh = vi.fn();
    await show(jobWith(record("awaiting_seller")), onRefresh);
    expect(text()).toContain("Waiting for the shop to confirm");
    expect(form()).toBeNull();
    expect(buttonNamed("Mark loaded")).toBeUndefined();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it("shows the shop's note after a dispute and the form to record again, in Persian", async () => {
    await show(jobWith(record("disputed", "دو جعبه بود، نه سه")), () => {}, "fa");
    expect(text()).toContain("مورد اعتراض فروشگاه");
    expect(text()).toContain("دو جعبه بود، نه سه");
    expect(form()).not.toBeNull();
    expect(buttonNamed("ثبت بارگیری")).toBeUndefined();
  });

  it("keeps the record as evidence once the load has left", async () => {
    await show(jobWith(record("confirmed"), "in_transit"));
    expect(text()).toContain("Confirmed by the shop");
    expect(form()).toBeNull();
    expect(buttonNamed("Mark loaded")).toBeUndefined();
    expect(document.querySelectorAll("img")).toHaveLength(2);
  });
});
