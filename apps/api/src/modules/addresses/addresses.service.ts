import {
  type Address,
  type addressBodySchema,
  fieldErrorsOf,
  type orderAddressSchema,
  type ValidationMessageKey,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import * as repo from "./addresses.repo";

type AddressInput = z.output<typeof addressBodySchema>;
export type AddressSnapshot = z.infer<typeof orderAddressSchema>;

const titled = (place: { id: number; nameFa: string; nameEn: string }) => ({
  id: place.id,
  title: place.nameFa,
  title_en: place.nameEn,
});

/** The address without its id and default flag: what an order keeps of it. */
export function addressSnapshot(row: repo.AddressWithPlaces): AddressSnapshot {
  const { address } = row;
  return {
    country: titled(row.country),
    province: titled(row.province),
    city: titled(row.city),
    address: address.address,
    latin_address: address.latinAddress,
    postal_code: address.postalCode,
    receiver_name: address.receiverName,
    receiver_mobile: address.receiverMobile,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

function toAddress(row: repo.AddressWithPlaces): Address {
  return { id: row.address.id, ...addressSnapshot(row), is_default: row.address.isDefault };
}

function valuesOf(input: AddressInput): repo.AddressValues {
  return {
    countryId: input.country_id,
    provinceId: input.province_id,
    cityId: input.city_id,
    address: input.address,
    latinAddress: input.latin_address,
    postalCode: input.postal_code,
    receiverName: input.receiver_name,
    receiverMobile: input.receiver_mobile ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

/** The province must be in the country and the city in the province (one field error). */
async function assertPlacesNest(db: Database, input: AddressInput): Promise<void> {
  const nesting = await repo.placeNesting(db, {
    countryId: input.country_id,
    provinceId: input.province_id,
    cityId: input.city_id,
  });
  let problems: Record<string, ValidationMessageKey> = {};
  if (!nesting.country) problems = { country_id: "invalid_choice" };
  else if (!nesting.province) problems = { province_id: "invalid_choice" };
  else if (!nesting.city) problems = { city_id: "city_not_in_province" };
  if (Object.keys(problems).length > 0) {
    throw new AppError("validation_failed", { fieldErrors: fieldErrorsOf(problems) });
  }
}

/**
 * An address of the caller: 404 when there is none with that id, 403 when it is someone
 * else's (ARCHITECTURE §5).
 */
export async function findOwnAddress(
  db: Database,
  userId: number,
  id: number,
): Promise<repo.AddressWithPlaces> {
  const row = await repo.findAddress(db, id);
  if (!row) throw new AppError("address_not_found");
  if (row.address.userId !== userId) throw new AppError("forbidden");
  return row;
}

async function loadAddress(db: Database, id: number): Promise<Address> {
  const row = await repo.findAddress(db, id);
  if (!row) throw new AppError("address_not_found");
  return toAddress(row);
}

export async function listAddresses(db: Database, userId: number): Promise<Address[]> {
  return (await repo.listAddresses(db, userId)).map(toAddress);
}

export async function getAddress(db: Database, userId: number, id: number): Promise<Address> {
  return toAddress(await findOwnAddress(db, userId, id));
}

/** A new address; the first one, or one sent with `is_default`, becomes the default. */
export async function createAddress(
  db: Database,
  userId: number,
  input: AddressInput,
): Promise<Address> {
  await assertPlacesNest(db, input);
  const id = await db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, userId);
    const isDefault = input.is_default === true || (await repo.countAddresses(tx, userId)) === 0;
    if (isDefault) await repo.clearDefault(tx, userId);
    return repo.insertAddress(tx, { ...valuesOf(input), userId, isDefault });
  });
  return loadAddress(db, id);
}

/**
 * Replaces an address's fields. `is_default: true` makes it the default; an address stops
 * being the default only when another one becomes it, so there always is one.
 */
export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<Address> {
  await findOwnAddress(db, userId, id);
  await assertPlacesNest(db, input);
  await db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, userId);
    if (input.is_default === true) {
      await repo.clearDefault(tx, userId);
      await repo.updateAddress(tx, id, { ...valuesOf(input), isDefault: true });
    } else {
      await repo.updateAddress(tx, id, valuesOf(input));
    }
  });
  return loadAddress(db, id);
}

export async function makeDefaultAddress(
  db: Database,
  userId: number,
  id: number,
): Promise<Address> {
  await findOwnAddress(db, userId, id);
  await db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, userId);
    await repo.clearDefault(tx, userId);
    await repo.updateAddress(tx, id, { isDefault: true });
  });
  return loadAddress(db, id);
}

/** Deletes an address; when it was the default, the newest other one takes its place. */
export async function deleteAddress(
  db: Database,
  userId: number,
  id: number,
): Promise<{ id: number }> {
  await findOwnAddress(db, userId, id);
  await db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, userId);
    const row = await repo.findAddress(tx, id);
    if (!row) return;
    await repo.deleteAddress(tx, id);
    if (row.address.isDefault) {
      const next = await repo.newestOtherAddress(tx, userId, id);
      if (next !== undefined) await repo.updateAddress(tx, next, { isDefault: true });
    }
  });
  return { id };
}
