import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

describe("reference geography", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function get(url: string) {
    return t.app.inject({ method: "GET", url: `/api/v1${url}` });
  }

  async function countryId(code: string): Promise<number> {
    const countries = (await get("/countries")).json().data as { id: number; code: string }[];
    const country = countries.find((row) => row.code === code);
    if (!country) throw new Error(`country ${code} is not seeded`);
    return country.id;
  }

  it("lists Iran and the United Arab Emirates with bilingual names", async () => {
    const response = await get("/countries");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const { data } = response.json();
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "IR", title: "ایران", title_en: "Iran", dial_code: "+98" }),
        expect.objectContaining({
          code: "AE",
          title_en: "United Arab Emirates",
          dial_code: "+971",
        }),
      ]),
    );
  });

  it("lists all 31 provinces of Iran, with Persian letters only", async () => {
    const response = await get(`/provinces?country_id=${await countryId("IR")}`);
    expect(response.statusCode).toBe(200);
    const provinces = response.json().data as { title: string; title_en: string }[];
    expect(provinces).toHaveLength(31);
    expect(provinces.map((row) => row.title_en)).toEqual(
      expect.arrayContaining(["Tehran", "Razavi Khorasan", "Alborz", "Sistan and Baluchestan"]),
    );
    // Arabic yeh and kaf must never appear in Persian names: search normalises to ی and ک.
    for (const province of provinces) expect(province.title).not.toMatch(/[يك]/);
  });

  it("lists the 7 emirates", async () => {
    const response = await get(`/provinces?country_id=${await countryId("AE")}`);
    const emirates = response.json().data as { title_en: string }[];
    expect(emirates.map((row) => row.title_en).sort()).toEqual(
      [
        "Abu Dhabi",
        "Ajman",
        "Dubai",
        "Fujairah",
        "Ras Al Khaimah",
        "Sharjah",
        "Umm Al Quwain",
      ].sort(),
    );
  });

  it("lists a province's cities with its capital first", async () => {
    const provinces = (await get(`/provinces?country_id=${await countryId("IR")}`)).json().data as {
      id: number;
      title_en: string;
    }[];
    const fars = provinces.find((row) => row.title_en === "Fars");
    expect(fars).toBeDefined();
    const response = await get(`/cities?province_id=${fars?.id}`);
    expect(response.statusCode).toBe(200);
    const cities = response.json().data as {
      title: string;
      title_en: string;
      province_id: number;
    }[];
    expect(cities[0]).toMatchObject({ title_en: "Shiraz", title: "شیراز", province_id: fars?.id });
    expect(cities.length).toBeGreaterThanOrEqual(5);
  });

  it("accepts ids written in Persian digits", async () => {
    const id = await countryId("IR");
    const persian = String(id).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)] ?? d);
    const response = await get(`/provinces?country_id=${encodeURIComponent(persian)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(31);
  });

  it("answers a missing or malformed parent id with field errors in both languages", async () => {
    const missing = await get("/provinces");
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      en: { country_id: "This field is required." },
      fa: { country_id: "این فیلد الزامی است." },
    });

    const malformed = await get("/cities?province_id=abc");
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.en).toEqual({ province_id: "Please enter a valid number." });
    expect(malformed.json().errors.fa).toEqual({ province_id: "لطفاً یک عدد معتبر وارد کنید." });
  });

  it("answers an unknown parent with 404 rather than an empty list", async () => {
    const response = await get("/cities?province_id=999999");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: "error",
      messages: { en: "This province was not found.", fa: "این استان پیدا نشد." },
      data: null,
    });
  });
});
