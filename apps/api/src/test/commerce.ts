import { randomUUID } from "node:crypto";
import { type Database, schema, seedCommerceReference } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq, sql } from "drizzle-orm";
import type { App } from "../app";
import { createTestApp, type TestApp } from "./app";
import { signIn, signInSeller } from "./sign-in";

/*
 * Fixtures for the commerce tests: a small geography, units, shops in known places, products,
 * and signed-in customers with addresses.
 */

export interface CommerceWorld {
  countryId: number;
  /** Two cities of one province (a shop's home), one city of another province. */
  home: { provinceId: number; cityId: number; otherCityId: number };
  away: { provinceId: number; cityId: number };
  kg: typeof schema.stockTypes.$inferSelect;
  crate: typeof schema.stockTypes.$inferSelect;
  categoryId: number;
  packageTypeId: number;
  timeBlockId: number;
  customerCancelId: number;
  sellerCancelId: number;
}

export async function createCommerceWorld(db: Database): Promise<CommerceWorld> {
  await seedCommerceReference(db);
  const country = await factories.createCountry(db);
  const homeProvince = await factories.createProvince(db, { countryId: country.id });
  const homeCity = await factories.createCity(db, { provinceId: homeProvince.id });
  const otherCity = await factories.createCity(db, { provinceId: homeProvince.id });
  const awayProvince = await factories.createProvince(db, { countryId: country.id });
  const awayCity = await factories.createCity(db, { provinceId: awayProvince.id });
  const [kg] = await db
    .insert(schema.stockTypes)
    .values({ code: "kg", nameFa: "کیلوگرم", nameEn: "Kilogram", allowsFraction: true })
    .onConflictDoNothing()
    .returning();
  const crate = await factories.createStockType(db, { allowsFraction: false });
  const category = await factories.createCategory(db);
  const packageType = await factories.createPackageType(db);
  const [block] = await db.select().from(schema.timeBlocks).limit(1);
  const [customerCancel] = await db
    .select()
    .from(schema.cancelMessages)
    .where(eq(schema.cancelMessages.type, "customer"))
    .limit(1);
  const [sellerCancel] = await db
    .select()
    .from(schema.cancelMessages)
    .where(eq(schema.cancelMessages.type, "seller"))
    .limit(1);
  const kgRow =
    kg ?? (await db.select().from(schema.stockTypes).where(eq(schema.stockTypes.code, "kg")))[0];
  if (!kgRow || !block || !customerCancel || !sellerCancel) {
    throw new Error("commerce reference data missing");
  }
  return {
    countryId: country.id,
    home: { provinceId: homeProvince.id, cityId: homeCity.id, otherCityId: otherCity.id },
    away: { provinceId: awayProvince.id, cityId: awayCity.id },
    kg: kgRow,
    crate,
    categoryId: category.id,
    packageTypeId: packageType.id,
    timeBlockId: block.id,
    customerCancelId: customerCancel.id,
    sellerCancelId: sellerCancel.id,
  };
}

/** A signed-in seller whose approved shop is in the world's home city. */
export async function createShop(app: App, world: CommerceWorld) {
  return signInSeller(app, {
    shop: { provinceId: world.home.provinceId, cityId: world.home.cityId },
  });
}

export function createShopProduct(
  db: Database,
  world: CommerceWorld,
  sellerId: number,
  overrides: Partial<factories.ProductFactoryValues> = {},
) {
  return factories.createProduct(db, {
    sellerId,
    categoryId: world.categoryId,
    stockTypeId: world.kg.id,
    priceRials: 1_000_000,
    stock: 100,
    ...overrides,
  });
}

/** A signed-in customer with one (default) address, in the home city unless told. */
export async function createCustomer(
  app: App,
  world: CommerceWorld,
  place: { provinceId: number; cityId: number } = world.home,
) {
  const person = await signIn(app, { role: "customer" });
  const [address] = await app.db
    .insert(schema.addresses)
    .values({
      userId: person.user.id,
      countryId: world.countryId,
      provinceId: place.provinceId,
      cityId: place.cityId,
      address: "Farm road 12",
      isDefault: true,
    })
    .returning();
  if (!address) throw new Error("address insert returned nothing");
  return { ...person, addressId: address.id };
}

/** A product's stock: all its variants' together. */
export async function stockOf(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: sql<string>`coalesce(sum(${schema.productVariants.stock}), 0)` })
    .from(schema.productVariants)
    .where(eq(schema.productVariants.productId, productId));
  return Number(row?.stock);
}

/** Sets the stock of a single-variant product's variant. */
export async function setStock(db: Database, productId: number, stock: number): Promise<void> {
  await db
    .update(schema.productVariants)
    .set({ stock })
    .where(eq(schema.productVariants.productId, productId));
}

/** A date `days` from today (the real one unless told), in Tehran, as the checkout body sends it. */
export function dayFromToday(days: number, today: Date = new Date()): string {
  const date = new Date(today.getTime() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran" }).format(date);
}

/** The app on an empty database with a commerce world in it: what most commerce files start from. */
export async function createCommerceTestApp(
  options: Omit<NonNullable<Parameters<typeof createTestApp>[0]>, "seed"> = {},
): Promise<{ t: TestApp; world: CommerceWorld }> {
  const t = await createTestApp({ ...options, seed: false });
  return { t, world: await createCommerceWorld(t.db) };
}

/**
 * The customer checks one cart group out through the API as the checkout page does: to their
 * address, in the world's packaging and window, with a new Idempotency-Key; paid from the
 * wallet unless `payWith` is the (sandbox) gateway. Answers the raw response.
 */
export function checkoutCartGroup(
  app: App,
  world: CommerceWorld,
  customer: { headers: Record<string, string>; addressId: number },
  order: {
    cartId: number | undefined;
    sendMethod: "pickup" | "driver" | "seller";
    deliveryDate: string;
    payWith?: "wallet" | "gateway";
  },
) {
  return app.inject({
    method: "POST",
    url: "/api/v1/customer/orders",
    headers: { ...customer.headers, "idempotency-key": randomUUID() },
    payload: {
      cart_id: order.cartId,
      address_id: customer.addressId,
      send_method: order.sendMethod,
      package_type_id: world.packageTypeId,
      delivery_date: order.deliveryDate,
      time_block_id: world.timeBlockId,
      ...(order.payWith === "gateway"
        ? { payment_method: "gateway", gateway: "sandbox" }
        : { payment_method: "wallet" }),
    },
  });
}
