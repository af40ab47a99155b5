import type { DriverLoadingRequest, Language, ProposalStatus } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { catalogues } from "@/lib/i18n/catalogues";
import { ProposalForm } from "./proposal-form";

/*
 * The driver's bid (decision 036): how long it stands, the late-bid refusal said under the form
 * (not only in a passing toast), and a stale or expired bid that asks to be sent again.
 */

const titled = { id: 1, title: "تهران", title_en: "Tehran" };

function loadWith(status: ProposalStatus | null): DriverLoadingRequest {
  return {
    id: 9,
    order_group_id: 41,
    status: "open",
    loading_date: "2026-11-26",
    time_block: { id: 1, starts_at: "08:00", ends_at: "12:00" },
    package_type: titled,
    weight_kg: 5,
    note: null,
    temperature: "cool",
    arrive_by: "2026-11-27T08:30:00Z",
    fragile: false,
    package_count: 2,
    revision: 2,
    origin_province: titled,
    destination_city: titled,
    created_at: "2026-11-24T08:00:00Z",
    pickup: {
      shop_name: "باغ",
      shop_name_en: "Orchard",
      province: titled,
      city: titled,
      latitude: null,
      longitude: null,
    },
    orders: [],
    questions: [],
    my_proposal: status
      ? {
          id: 5,
          loading_request_id: 9,
          status,
          price_rials: 700_000,
          duration_hours: 6,
          valid_until: "2026-11-26T20:29:59Z",
          request_revision: 1,
          ranking: null,
          created_at: "2026-11-24T09:00:00Z",
          updated_at: "2026-11-24T09:00:00Z",
        }
      : null,
  };
}

let root: Root | null = null;
let container: HTMLDivElement | null = null;

async function show(request: DriverLoadingRequest, language: Language = "en") {
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
        <ProposalForm request={request} />
      </NextIntlClientProvider>,
    ),
  );
}

const text = () => document.body.textContent ?? "";
const optionTexts = () =>
  [...document.querySelectorAll<HTMLOptionElement>("#stands-for option")].map(
    (option) => option.textContent,
  );

/** Types into an uncontrolled input as a person does, so react-hook-form reads it. */
async function type(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement;
  // The prototype's setter, past React's own tracking of the value, as typing would.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  await act(async () => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  container?.remove();
  root = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the driver's bid", () => {
  it("stands until the loading day ends by default, or for hours that end by then", async () => {
    // 10:00 in Tehran the day before loading: 3 to 24 hours end by the loading day's end.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-25T06:30:00Z") });
    await show(loadWith(null));
    expect(optionTexts()).toEqual([
      "Until the loading day ends",
      "For 3 hours",
      "For 6 hours",
      "For 12 hours",
      "For 24 hours",
    ]);
  });

  it("says a late bid's refusal under the form, in the page's language", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-25T06:30:00Z") });
    const late = { en: "It would arrive late.", fa: "دیر می‌رسد." };
    const api = stubFetch(() =>
      jsonResponse(
        422,
        envelope({ status: "error", message: late.en, messages: late, data: null }),
      ),
    );
    await show(loadWith(null), "fa");
    await type("price", "۷۰۰۰۰");
    await type("duration", "۳۰");
    await act(async () => {
      document.querySelector("form")?.requestSubmit();
    });
    await vi.waitFor(() =>
      expect(document.querySelector('[data-testid="bid-refusal"]')?.textContent).toBe(late.fa),
    );
    expect(JSON.parse(String(api.calls[0]?.init.body))).toEqual({
      price_toman: 70_000,
      duration_hours: 30,
    });
  });

  it("asks for a new bid once the load changed, and when the bid's time passed", async () => {
    await show(loadWith("stale"));
    expect(text()).toContain("The load changed — bid again.");
    expect(document.querySelector("form")).not.toBeNull();
    await act(async () => root?.unmount());
    root = null;
    await show(loadWith("expired"));
    expect(text()).toContain("Your bid expired — send it again");
    expect(document.querySelector("form")).not.toBeNull();
  });
});
