import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeNominatim } from "./fake-nominatim-server";
import { GeocoderUnavailableError } from "./geocoder";
import { createNominatimGeocoder } from "./nominatim-geocoder";

describe("the Nominatim geocoder", () => {
  let fake: Awaited<ReturnType<typeof startFakeNominatim>>;
  beforeAll(async () => {
    fake = await startFakeNominatim();
  });
  afterAll(() => fake.close());

  it("spaces its calls, and refuses one that would wait longer than its timeout", async () => {
    fake.reset();
    const geocoder = createNominatimGeocoder({
      baseUrl: fake.baseUrl,
      userAgent: "Kesht/test",
      timeoutMs: 3_000,
      minIntervalMs: 10_000,
    });
    expect(await geocoder.search("azadi", "en")).toHaveLength(1);
    await expect(geocoder.search("eram", "en")).rejects.toBeInstanceOf(GeocoderUnavailableError);
    expect(fake.calls).toHaveLength(1);
  });

  it("reuses an answer until it is a day old", async () => {
    fake.reset();
    let clock = 0;
    const geocoder = createNominatimGeocoder({
      baseUrl: fake.baseUrl,
      userAgent: "Kesht/test",
      timeoutMs: 3_000,
      minIntervalMs: 0,
      now: () => clock,
    });
    await geocoder.search("eram", "fa");
    await geocoder.search("eram", "fa");
    await geocoder.search("eram", "en");
    expect(fake.calls).toHaveLength(2);
    clock += 24 * 60 * 60 * 1000 + 1;
    await geocoder.search("eram", "fa");
    expect(fake.calls).toHaveLength(3);
  });
});
