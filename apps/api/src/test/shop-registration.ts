import type { App } from "../app";
import { solveCaptcha } from "./captcha";
import { makeJpegWithExif, makePdf, makePng, realMp4, uploadId } from "./files";
import { signIn } from "./sign-in";

/** Step-1 details that pass every check (check digit, mod 97, Luhn). */
export const validStep1 = {
  store_name: "Golestan Saffron",
  manager_full_name: "Hassan Moradi",
  national_code: "0499370899",
  sheba: "IR062960000000100324200001",
  iban: "AE070331234567890123456",
  card_number: "6037991234567893",
} as const;

/** A province of Iran and a city in it, and a city in another province. */
export async function locations(app: App) {
  const get = async <T>(url: string) =>
    ((await app.inject({ method: "GET", url: `/api/v1${url}` })).json() as { data: T }).data;
  const countries = await get<{ id: number; code: string }[]>("/countries");
  const iran = countries.find((country) => country.code === "IR");
  const provinces = await get<{ id: number; title_en: string }[]>(
    `/provinces?country_id=${iran?.id}`,
  );
  const fars = provinces.find((province) => province.title_en === "Fars");
  const tehran = provinces.find((province) => province.title_en === "Tehran");
  const [shiraz] = await get<{ id: number }[]>(`/cities?province_id=${fars?.id}`);
  const [tehranCity] = await get<{ id: number }[]>(`/cities?province_id=${tehran?.id}`);
  if (!fars || !shiraz || !tehranCity) throw new Error("geography is not seeded");
  return { provinceId: fars.id, cityId: shiraz.id, otherCityId: tehranCity.id };
}

export interface ShopFiles {
  logo: string;
  license: string;
  storeImages: string[];
  farmImages: string[];
  video: string;
}

/** Uploads a shop's files through POST /files, as the web form does. */
export async function uploadShopFiles(
  app: App,
  headers: Record<string, string>,
): Promise<ShopFiles> {
  return {
    logo: await uploadId(app, headers, "logo", await makePng(240, 240), "logo.png"),
    license: await uploadId(app, headers, "license", makePdf(), "licence.pdf"),
    storeImages: [
      await uploadId(app, headers, "store_image", await makePng(700, 450), "front.png"),
      await uploadId(app, headers, "store_image", await makeJpegWithExif(), "IMG_2001.JPG"),
    ],
    farmImages: [await uploadId(app, headers, "farm_image", await makePng(480, 320), "farm.png")],
    video: await uploadId(app, headers, "farm_video", realMp4("farm-5s"), "farm.mp4"),
  };
}

export async function step2Body(app: App, files: ShopFiles, altcha?: string) {
  const { provinceId, cityId } = await locations(app);
  return {
    province_id: provinceId,
    city_id: cityId,
    latitude: 29.61,
    longitude: 52.53,
    logo_file_id: files.logo,
    license_file_id: files.license,
    store_image_ids: files.storeImages,
    farm_image_ids: files.farmImages,
    farm_video_id: files.video,
    altcha: altcha ?? (await solveCaptcha(app)),
  };
}

/** A shop through both steps, waiting for review. */
export async function registerShop(
  app: App,
  overrides: Partial<Record<keyof typeof validStep1, string>> = {},
) {
  const person = await signIn(app, { role: null });
  const post = (url: string, payload: object) =>
    app.inject({ method: "POST", url: `/api/v1${url}`, headers: person.headers, payload });
  const step1 = await post("/seller/register/step1", { ...validStep1, ...overrides });
  if (step1.statusCode !== 200) throw new Error(`step 1: ${step1.body}`);
  const files = await uploadShopFiles(app, person.headers);
  const step2 = await post("/seller/register/step2", await step2Body(app, files));
  if (step2.statusCode !== 200) throw new Error(`step 2: ${step2.body}`);
  return { person, files, profile: step2.json().data };
}
