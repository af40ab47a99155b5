import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeNominatim } from "../../lib/geocoder/fake-nominatim-server";
import { createTestApp, type TestApp } from "../../test/app";
import { signIn } from "../../test/sign-in";

/** Place search for the map pickers, through a Nominatim server faked at the HTTP edge. */
describe("GET /geo/places", () => {
  let fake: Awaited<ReturnType<typeof startFakeNominatim>>;
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeNominatim();
    t = await createTestApp({
      seed: false,
      env: {
        GEOCODER_URL: fake.baseUrl,
        GEOCODER_TIMEOUT_MS: "1000",
        GEOCODER_MIN_INTERVAL_MS: "0",
      },
    });
    ({ headers } = await signIn(t.app, { role: "customer" }));
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const search = (query: string, as: Record<string, string> = headers) =>
    t.app.inject({ method: "GET", url: `/api/v1/geo/places?${query}`, headers: as });
  const q = (text: string) => encodeURIComponent(text);

  it("finds a street in the reader's language, asking only in Iran and the UAE", async () => {
    const response = await search(`search=${q("ولیعصر")}&lang=fa`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        name: "خیابان ولیعصر",
        address: "خیابان ولیعصر، تهران، استان تهران، ایران",
        latitude: 35.757,
        longitude: 51.41,
        country_code: "IR",
      },
    ]);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.query).toMatchObject({
      q: "ولیعصر",
      format: "jsonv2",
      countrycodes: "ir,ae",
      limit: "8",
      "accept-language": "fa",
    });
    expect(fake.calls[0]?.userAgent).toMatch(/^Kesht\/0\.0\.0-test \(\+http/);

    const english = await search(`search=${q("burj khalifa")}`);
    expect(english.json().data).toEqual([
      expect.objectContaining({ name: "Burj Khalifa", country_code: "AE" }),
    ]);
  });

  it("sends Persian letters and Latin digits, and asks the geocoder once for a repeated search", async () => {
    // Arabic yeh, Persian digits and a run of spaces, as a phone keyboard may type them.
    const typed = "  ولي‌عصر   ۱۲ ";
    expect((await search(`search=${q(typed)}&lang=fa`)).statusCode).toBe(200);
    expect((await search(`search=${q(typed)}&lang=fa`)).statusCode).toBe(200);
    expect(fake.calls.map((call) => call.query.q)).toEqual(["ولی‌عصر 12"]);
  });

  it("leaves out places outside Iran and the UAE, and results it cannot read", async () => {
    fake.answerWith((_call, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify([
          {
            lat: "41.70",
            lon: "44.80",
            name: "Rustaveli",
            display_name: "Rustaveli, Tbilisi",
            address: { country_code: "ge" },
          },
          { lat: "north", lon: "51.3", display_name: "Nowhere", address: { country_code: "ir" } },
          {
            lat: "29.6",
            lon: "52.5",
            name: "",
            display_name: "Eram Garden, Shiraz, Iran",
            address: { country_code: "ir" },
          },
        ]),
      );
    });
    const response = await search(`search=${q("garden")}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        name: "Eram Garden",
        address: "Eram Garden, Shiraz, Iran",
        latitude: 29.6,
        longitude: 52.5,
        country_code: "IR",
      },
    ]);
  });

  it("answers 503 in both languages when the geocoder fails, is too slow or talks nonsense", async () => {
    const failures = [
      (response: import("node:http").ServerResponse) => response.writeHead(500).end("boom"),
      (response: import("node:http").ServerResponse) => response.socket?.destroy(),
      (response: import("node:http").ServerResponse) => {
        setTimeout(() => response.writeHead(200).end("[]"), 2_500);
      },
      (response: import("node:http").ServerResponse) => response.writeHead(200).end("<html>"),
      (response: import("node:http").ServerResponse) => response.writeHead(200).end('{"a":1}'),
    ];
    for (const [index, failure] of failures.entries()) {
      fake.answerWith((_call, response) => failure(response));
      const response = await search(`search=${q(`street ${index}`)}`);
      expect(response.statusCode, `failure ${index}`).toBe(503);
      expect(response.json()).toMatchObject({
        status: "error",
        messages: {
          en: "Place search is not available right now; please find the place on the map, or try again in a minute.",
          fa: "جست‌وجوی مکان الان در دسترس نیست؛ لطفاً مکان را روی نقشه پیدا کنید یا یک دقیقهٔ دیگر دوباره تلاش کنید.",
        },
      });
    }
  });

  it("refuses a missing, too short or too long text and unknown parameters with 422", async () => {
    for (const query of ["", "search=a", `search=${"x".repeat(101)}`, `search=${q("   ")}`]) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors.en.search).toBe(
        "Please type 2 to 100 characters to search for a place.",
      );
      expect(response.json().errors.fa.search).toBe("برای جست‌وجوی مکان ۲ تا ۱۰۰ نویسه بنویسید.");
    }
    expect((await search("search=tehran&lang=de")).json().errors.en.lang).toBeDefined();
    expect((await search("search=tehran&limit=50")).statusCode).toBe(422);
    expect(fake.calls).toHaveLength(0);
  });

  it("is for signed-in people only", async () => {
    const response = await search("search=tehran", {});
    expect(response.statusCode).toBe(401);
    expect(fake.calls).toHaveLength(0);
  });
});
