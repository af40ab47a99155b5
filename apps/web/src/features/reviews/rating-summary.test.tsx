import type { RatingSummary as Summary } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { renderInDom } from "@/lib/state/testing/render-in-dom";
import { RatingSummary } from "./rating-summary";

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

async function show(summary: Summary, locale: "en" | "fa") {
  unmount = (
    await renderInDom(
      <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Tehran">
        <RatingSummary summary={summary} />
      </NextIntlClientProvider>,
    )
  ).unmount;
}

const text = (testId: string) =>
  document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? "";

const summary: Summary = { average: 4.3, count: 12, distribution: [1, 0, 1, 3, 7] };

describe("RatingSummary", () => {
  it("shows the average, the count and the distribution from five stars down", async () => {
    await show(summary, "en");
    expect(text("rating-average")).toBe("4.3");
    expect(text("rating-count")).toBe("12 reviews");
    expect(document.querySelector('[role="img"]')?.getAttribute("aria-label")).toBe(
      "Rated 4.3 out of 5",
    );
    const rows = [...document.querySelectorAll("li")].map((row) => row.textContent);
    expect(rows).toEqual(["5 stars7", "4 stars3", "3 stars1", "2 stars0", "1 star1"]);
  });

  it("writes Persian digits in Persian", async () => {
    await show(summary, "fa");
    expect(text("rating-average")).toBe("۴٫۳");
    expect(text("rating-count")).toBe("۱۲ نظر");
  });

  it("says so when nobody reviewed yet", async () => {
    await show({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] }, "en");
    expect(text("rating-summary")).toBe("No reviews yet.");
  });
});
