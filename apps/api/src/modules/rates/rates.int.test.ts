import { factories } from "@kesht/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

describe("currency conversion", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1${url}` });

  it("says so when no rate has been set yet", async () => {
    const response = await get("/convert/usd-to-rial?usd=1");
    expect(response.statusCode).toBe(503);
    expect(response.json().messages).toEqual({
      en: "This exchange rate has not been set yet.",
      fa: "این نرخ ارز هنوز تعیین نشده است.",
    });
  });

  it("converts with the newest rate, keeping older ones as history", async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await factories.createRate(t.db, {
      pair: "USD_IRR",
      rate: "1000000",
      createdAt: new Date(now - 2 * day),
    });
    await factories.createRate(t.db, {
      pair: "USD_IRR",
      rate: "1150000",
      createdAt: new Date(now),
    });
    await factories.createRate(t.db, {
      pair: "USD_IRR",
      rate: "1100000",
      createdAt: new Date(now - day),
    });
    await factories.createRate(t.db, { pair: "USD_AED", rate: "3.6725" });

    const one = await get("/convert/usd-to-rial?usd=1");
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      usd: 1,
      rate: 1_150_000,
      unit_rate: 1_150_000,
      currency: "IRR",
    });

    const many = await get("/convert/usd-to-rial?usd=2.5");
    expect(many.json().data.rate).toBe(2_875_000);

    const aed = await get("/convert/usd-to-aed?usd=3");
    expect(aed.json()).toMatchObject({
      status: "success",
      data: { rate: 11.0175, currency: "AED" },
    });
  });

  it("rejects a missing, negative or non-numeric amount in both languages", async () => {
    for (const query of ["", "?usd=-1", "?usd=ten"]) {
      const response = await get(`/convert/usd-to-aed${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.en.usd).toBeTruthy();
      expect(response.json().errors.fa.usd).toBeTruthy();
    }
  });
});
