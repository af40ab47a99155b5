import type { City, Country, Province } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import * as repo from "./geo.repo";

export async function getCountries(db: Database): Promise<Country[]> {
  const rows = await repo.listCountries(db);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.nameFa,
    title_en: row.nameEn,
    dial_code: row.dialCode,
  }));
}

/** An unknown parent is a 404, so a client can tell "no such country" from "no provinces". */
export async function getProvinces(db: Database, countryId: number): Promise<Province[]> {
  const rows = await repo.listProvinces(db, countryId);
  if (rows.length === 0 && !(await repo.countryExists(db, countryId))) {
    throw new AppError("not_found", {
      messages: { en: "This country was not found.", fa: "این کشور پیدا نشد." },
    });
  }
  return rows.map((row) => ({
    id: row.id,
    country_id: row.countryId,
    code: row.code,
    title: row.nameFa,
    title_en: row.nameEn,
  }));
}

export async function getCities(db: Database, provinceId: number): Promise<City[]> {
  const rows = await repo.listCities(db, provinceId);
  if (rows.length === 0 && !(await repo.provinceExists(db, provinceId))) {
    throw new AppError("not_found", {
      messages: { en: "This province was not found.", fa: "این استان پیدا نشد." },
    });
  }
  return rows.map((row) => ({
    id: row.id,
    province_id: row.provinceId,
    code: row.code,
    title: row.nameFa,
    title_en: row.nameEn,
  }));
}
