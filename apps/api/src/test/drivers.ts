import { seedDriverReference } from "@kesht/db";
import type { App } from "../app";
import { makePng, uploadId } from "./files";
import { locations } from "./shop-registration";

/** Seeds the vehicle types, which the test app's demo seed leaves out (they are reference data). */
export async function withVehicleTypes(app: App) {
  await seedDriverReference(app.db);
}

/** Details that pass every check (national code check digit, Sheba mod 97, plate format). */
export const validDriver = {
  name: "Reza Karimi",
  national_code: "0499370899",
  plate: "12 ب 345 - 67",
  capacity_kg: 3500,
  sheba: "IR062960000000100324200001",
} as const;

/** A complete registration body for the signed-in `mobile`, with freshly uploaded photos. */
export async function driverBody(app: App, headers: Record<string, string>, mobile: string) {
  const { provinceId, cityId, otherProvinceId } = await driverLocations(app);
  const [pickup] = (
    (await app.inject({ method: "GET", url: "/api/v1/vehicle-types" })).json() as {
      data: { id: number }[];
    }
  ).data;
  if (!pickup) throw new Error("no vehicle types: call withVehicleTypes first");
  return {
    ...validDriver,
    mobile,
    vehicle_type_id: pickup.id,
    driving_licence_file_id: await uploadId(
      app,
      headers,
      "driving_licence",
      await makePng(600, 380),
      "licence.png",
    ),
    vehicle_card_file_id: await uploadId(
      app,
      headers,
      "vehicle_card",
      await makePng(600, 380),
      "card.png",
    ),
    province_id: provinceId,
    city_id: cityId,
    served_province_ids: [provinceId, otherProvinceId],
  };
}

/** Fars with a city in it (home), and Tehran (also served). */
async function driverLocations(app: App) {
  const { provinceId, cityId } = await locations(app);
  const get = async <T>(url: string) =>
    ((await app.inject({ method: "GET", url: `/api/v1${url}` })).json() as { data: T }).data;
  const iran = (await get<{ id: number; code: string }[]>("/countries")).find(
    (country) => country.code === "IR",
  );
  const tehran = (
    await get<{ id: number; title_en: string }[]>(`/provinces?country_id=${iran?.id}`)
  ).find((province) => province.title_en === "Tehran");
  if (!tehran) throw new Error("geography is not seeded");
  return { provinceId, cityId, otherProvinceId: tehran.id };
}
