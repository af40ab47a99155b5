import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp } from "../../test/commerce";
import { callerAs } from "../../test/shipping";
import { expectCustomersOnly, signIn } from "../../test/sign-in";

describe("customer addresses", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => t.close());

  function body(overrides: Record<string, unknown> = {}) {
    return {
      country_id: world.countryId,
      province_id: world.home.provinceId,
      city_id: world.home.cityId,
      address: "Saadi St., No. 4",
      ...overrides,
    };
  }

  async function customer() {
    const person = await signIn(t.app, { role: "customer" });
    const call = callerAs(t.app, person.headers);
    return { ...person, call };
  }

  it("saves an address with its place names, the first one as the default", async () => {
    const { call } = await customer();
    const response = await call(
      "POST",
      "/customer/addresses",
      body({
        latin_address: "Saadi Street 4",
        postal_code: "۱۲۳۴۵۶۷۸۹۰",
        receiver_name: "Sara",
        latitude: 35.7,
        longitude: 51.4,
      }),
    );
    expect(response.statusCode).toBe(201);
    const address = response.json().data;
    expect(address).toMatchObject({
      address: "Saadi St., No. 4",
      latin_address: "Saadi Street 4",
      postal_code: "1234567890",
      receiver_name: "Sara",
      latitude: 35.7,
      is_default: true,
      country: { id: world.countryId },
      province: { id: world.home.provinceId },
      city: { id: world.home.cityId },
    });
    expect(address.city.title).toBeTruthy();
    expect(address.city.title_en).toBeTruthy();
    expect(response.json().messages.fa).toBeTruthy();
  });

  it("keeps one default: a second address is not, until it is made so", async () => {
    const { call } = await customer();
    const first = (await call("POST", "/customer/addresses", body())).json().data;
    const second = (await call("POST", "/customer/addresses", body({ address: "Second" }))).json()
      .data;
    expect(second.is_default).toBe(false);

    const made = await call("PUT", `/customer/addresses/${second.id}/default`);
    expect(made.statusCode).toBe(200);
    expect(made.json().data.is_default).toBe(true);

    const list = (await call("GET", "/customer/addresses")).json().data as {
      id: number;
      is_default: boolean;
    }[];
    expect(list.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(list.filter((row) => row.is_default)).toHaveLength(1);

    // A new address sent as the default takes over.
    const third = (
      await call("POST", "/customer/addresses", body({ address: "Third", is_default: true }))
    ).json().data;
    const after = (await call("GET", "/customer/addresses")).json().data as {
      id: number;
      is_default: boolean;
    }[];
    expect(after[0]).toMatchObject({ id: third.id, is_default: true });
    expect(after.filter((row) => row.is_default)).toHaveLength(1);
  });

  it("edits an address and refuses a city outside the province", async () => {
    const { call } = await customer();
    const created = (await call("POST", "/customer/addresses", body())).json().data;

    const edited = await call(
      "PUT",
      `/customer/addresses/${created.id}`,
      body({ city_id: world.home.otherCityId, address: "New lane 9" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      address: "New lane 9",
      city: { id: world.home.otherCityId },
      is_default: true,
    });

    const wrongCity = await call(
      "PUT",
      `/customer/addresses/${created.id}`,
      body({ city_id: world.away.cityId }),
    );
    expect(wrongCity.statusCode).toBe(422);
    expect(wrongCity.json().errors.en.city_id).toBe("This city is not in the chosen province.");
    expect(wrongCity.json().errors.fa.city_id).toBeTruthy();

    const wrongProvince = await call(
      "POST",
      "/customer/addresses",
      body({ country_id: world.countryId + 999 }),
    );
    expect(wrongProvince.statusCode).toBe(422);
    expect(wrongProvince.json().errors.en.country_id).toBeTruthy();
  });

  it("requires address, province and city, in both languages", async () => {
    const { call } = await customer();
    const response = await call("POST", "/customer/addresses", {
      country_id: world.countryId,
      address: "  ",
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors.en).sort()).toEqual(["address", "city_id", "province_id"]);
    expect(errors.fa.address).toBe("این فیلد الزامی است.");
  });

  it("promotes the newest other address when the default is deleted", async () => {
    const { call } = await customer();
    const first = (await call("POST", "/customer/addresses", body())).json().data;
    const second = (await call("POST", "/customer/addresses", body({ address: "B" }))).json().data;
    const third = (await call("POST", "/customer/addresses", body({ address: "C" }))).json().data;

    const deleted = await call("DELETE", `/customer/addresses/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: first.id });

    const list = (await call("GET", "/customer/addresses")).json().data as {
      id: number;
      is_default: boolean;
    }[];
    expect(list.map((row) => row.id).sort()).toEqual([second.id, third.id].sort());
    expect(list.find((row) => row.is_default)?.id).toBe(third.id);
    expect((await call("GET", `/customer/addresses/${first.id}`)).statusCode).toBe(404);
  });

  it("never shows or changes another customer's address", async () => {
    const owner = await customer();
    const other = await customer();
    const address = (await owner.call("POST", "/customer/addresses", body())).json().data;

    for (const [method, url, payload] of [
      ["GET", `/customer/addresses/${address.id}`, undefined],
      ["PUT", `/customer/addresses/${address.id}`, body()],
      ["PUT", `/customer/addresses/${address.id}/default`, undefined],
      ["DELETE", `/customer/addresses/${address.id}`, undefined],
    ] as const) {
      const response = await other.call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().status).toBe("error");
    }
    expect((await other.call("GET", "/customer/addresses")).json().data).toEqual([]);
    expect((await owner.call("GET", `/customer/addresses/${address.id}`)).statusCode).toBe(200);
  });

  it("is for signed-in customers only", async () => {
    await expectCustomersOnly(t.app, {
      anonymous: "/customer/addresses",
      seller: "/customer/addresses",
    });
  });
});
