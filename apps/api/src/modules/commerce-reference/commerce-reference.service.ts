import type { ShippingOption } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { findOwnAddress } from "../addresses/addresses.service";
import { findOwnOpenCart } from "../cart/cart.service";
import * as repo from "./commerce-reference.repo";
import { deliveryLeadDays, earliestStart } from "./delivery-windows.rules";
import { shippingOptions, weightKg } from "./shipping.rules";

export async function getTimeBlocks(db: Database) {
  const rows = await repo.listTimeBlocks(db);
  return rows.map((row) => ({ id: row.id, starts_at: row.startsAt, ends_at: row.endsAt }));
}

/** One cancel message, or undefined. */
export function findCancelMessage(db: Database, id: number) {
  return repo.findCancelMessage(db, id);
}

export async function getCancelMessages(db: Database, type: "customer" | "seller") {
  const rows = await repo.listCancelMessages(db, type);
  return rows.map((row) => ({
    id: row.id,
    type,
    title: row.titleFa,
    title_en: row.titleEn,
  }));
}

/**
 * What each send method costs for a cart group to an address: the shop's location and the
 * address give the distance class, the lines' counts in kilograms or tons the weight. Both
 * the cart and the address must be the caller's (403 otherwise); the cart must be open.
 */
export async function getShippingOptions(
  db: Database,
  customerId: number,
  input: { cartId: number; addressId: number; now: Date },
): Promise<ShippingOption[]> {
  const cart = await findOwnOpenCart(db, customerId, input.cartId);
  const address = await findOwnAddress(db, customerId, input.addressId);
  return shippingOptionsFor(db, {
    sellerId: cart.sellerId,
    cartId: cart.id,
    destination: {
      countryId: address.address.countryId,
      provinceId: address.address.provinceId,
      cityId: address.address.cityId,
    },
    now: input.now,
  });
}

/** The options for a cart already checked to be the caller's, to a known destination. */
export async function shippingOptionsFor(
  db: Database,
  input: {
    sellerId: number;
    cartId: number;
    destination: { countryId: number; provinceId: number; cityId: number };
    now: Date;
  },
): Promise<ShippingOption[]> {
  // The shop's place and the cart's load come in one statement; every rule stays here below.
  const { origin, load } = await repo.shippingFacts(db, {
    sellerId: input.sellerId,
    cartId: input.cartId,
  });
  const options = shippingOptions({
    origin,
    destination: input.destination,
    weightKg: weightKg(
      load.map((line) => ({
        count: Number(line.count),
        unitCode: line.unitCode,
        unitWeightKg: line.unitWeightKg,
      })),
    ),
  });
  const preparationDays = load.map((line) => line.preparationDays);
  return options.map((option) => ({
    ...option,
    earliest_start: earliestStart(
      input.now,
      deliveryLeadDays({ sendMethodMinDays: option.min_days, preparationDays }),
    ),
  }));
}
