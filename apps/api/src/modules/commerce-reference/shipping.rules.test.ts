import { describe, expect, it } from "vitest";
import { distanceClass, driverFreight, shippingOptions, weightKg } from "./shipping.rules";

const tehranCity = { countryId: 1, provinceId: 10, cityId: 100 };
const tehranOtherCity = { countryId: 1, provinceId: 10, cityId: 101 };
const isfahan = { countryId: 1, provinceId: 20, cityId: 200 };
const dubai = { countryId: 2, provinceId: 30, cityId: 300 };

function byMethod(options: ReturnType<typeof shippingOptions>) {
  return Object.fromEntries(options.map((option) => [option.send_method, option]));
}

describe("distance classes", () => {
  it("tells the same city, the same province, another province and abroad apart", () => {
    expect(distanceClass(tehranCity, tehranCity)).toBe("same_city");
    expect(distanceClass(tehranCity, tehranOtherCity)).toBe("same_province");
    expect(distanceClass(tehranCity, isfahan)).toBe("other_province");
    expect(distanceClass(tehranCity, dubai)).toBe("abroad");
  });

  it("treats a shop without a known location as far away", () => {
    const unknown = { countryId: null, provinceId: null, cityId: null };
    expect(distanceClass(unknown, tehranCity)).toBe("other_province");
  });
});

describe("weight", () => {
  it("counts grams, kilograms and tons, and nothing for units of count", () => {
    expect(
      weightKg([
        { count: 12.5, unitCode: "kg" },
        { count: 2, unitCode: "ton" },
        { count: 500, unitCode: "gram" },
        { count: 40, unitCode: "crate" },
      ]),
    ).toBe(2013);
  });
});

describe("shipping options", () => {
  it("offers pickup free and always", () => {
    for (const destination of [tehranCity, isfahan, dubai]) {
      const { pickup } = byMethod(
        shippingOptions({ origin: tehranCity, destination, weightKg: 50 }),
      );
      expect(pickup).toMatchObject({ available: true, cost_rials: 0 });
    }
  });

  it("lets the shop deliver inside its province only, cheaper in its own city", () => {
    const sameCity = byMethod(
      shippingOptions({ origin: tehranCity, destination: tehranCity, weightKg: 10 }),
    );
    const sameProvince = byMethod(
      shippingOptions({ origin: tehranCity, destination: tehranOtherCity, weightKg: 10 }),
    );
    const elsewhere = byMethod(
      shippingOptions({ origin: tehranCity, destination: isfahan, weightKg: 10 }),
    );
    expect(sameCity.seller?.available).toBe(true);
    expect(sameProvince.seller?.available).toBe(true);
    expect(sameCity.seller?.cost_rials).toBeLessThan(sameProvince.seller?.cost_rials ?? 0);
    expect(elsewhere.seller).toMatchObject({ available: false });
    expect(elsewhere.seller?.note_en).toMatch(/own province/);
    expect(elsewhere.seller?.note).toBeTruthy();
  });

  it("prices driver freight by distance class plus weight, in whole toman", () => {
    const near = byMethod(
      shippingOptions({ origin: tehranCity, destination: tehranCity, weightKg: 100 }),
    );
    const far = byMethod(
      shippingOptions({ origin: tehranCity, destination: isfahan, weightKg: 100 }),
    );
    const heavier = byMethod(
      shippingOptions({ origin: tehranCity, destination: isfahan, weightKg: 1000 }),
    );
    const rate = driverFreight.other_province;
    expect(far.driver?.cost_rials).toBe((rate.baseToman + rate.perKgToman * 100) * 10);
    expect(near.driver?.cost_rials).toBeLessThan(far.driver?.cost_rials ?? 0);
    expect(heavier.driver?.cost_rials).toBeGreaterThan(far.driver?.cost_rials ?? 0);
    expect(far.driver?.min_days).toBeLessThanOrEqual(far.driver?.max_days ?? 0);
    // A fraction of a toman from a fractional weight is rounded away.
    const fractional = byMethod(
      shippingOptions({ origin: tehranCity, destination: isfahan, weightKg: 0.3333 }),
    );
    expect((fractional.driver?.cost_rials ?? 1) % 10).toBe(0);
  });

  it("asks a believable price: a parcel like a courier, a truckload like freight", () => {
    const toman = (weight: number, destination = isfahan) =>
      (byMethod(shippingOptions({ origin: tehranCity, destination, weightKg: weight })).driver
        ?.cost_rials ?? 0) / 10;
    // 1.5 kg of tangerines to another province: a courier's price, not a lorry's.
    expect(toman(1.5)).toBeGreaterThanOrEqual(80_000);
    expect(toman(1.5)).toBeLessThanOrEqual(250_000);
    // Two tonnes to another province: millions of toman, as a truck costs.
    expect(toman(2_000)).toBeGreaterThanOrEqual(5_000_000);
    expect(toman(2_000)).toBeLessThanOrEqual(15_000_000);
    // The weight drives a load's price; the distance class raises it step by step.
    expect(toman(2_000) / toman(1.5)).toBeGreaterThan(40);
    expect(toman(1.5, tehranCity)).toBeLessThan(toman(1.5, tehranOtherCity));
    expect(toman(1.5, tehranOtherCity)).toBeLessThan(toman(1.5, isfahan));
    expect(toman(2_000, tehranCity)).toBeLessThan(toman(2_000, tehranOtherCity));
    expect(toman(2_000, tehranOtherCity)).toBeLessThan(toman(2_000));
  });

  it("does not offer a driver abroad", () => {
    const { driver } = byMethod(
      shippingOptions({ origin: tehranCity, destination: dubai, weightKg: 1 }),
    );
    expect(driver).toMatchObject({ available: false });
    expect(driver?.note_en).toBeTruthy();
  });
});
