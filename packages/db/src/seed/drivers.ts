import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cities, provinces, userRoles, users } from "../schema";
import { driverServiceProvinces, drivers, vehicleTypes } from "../schema/drivers";
import { nationalCodeFor, shebaFor } from "./catalog";

/** The vehicles a driver may register, smallest first. */
export const vehicleTypeSeeds = [
  { code: "pickup", nameEn: "Pickup", nameFa: "وانت", refrigerated: false },
  { code: "light_truck", nameEn: "Light truck", nameFa: "کامیونت", refrigerated: false },
  { code: "truck", nameEn: "Truck", nameFa: "کامیون", refrigerated: false },
  {
    code: "refrigerated_truck",
    nameEn: "Refrigerated truck",
    nameFa: "کامیون یخچال‌دار",
    refrigerated: true,
  },
] as const;

/** Inserts the vehicle types while the table is empty, so it may run on every start. */
export async function seedDriverReference(db: Database): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(vehicleTypes);
  if ((row?.count ?? 0) > 0) return;
  await db
    .insert(vehicleTypes)
    .values(vehicleTypeSeeds.map((type, index) => ({ ...type, sortOrder: index })));
}

/** The demo driver's mobile number (README, "Demo accounts"); outside the shops' range. */
export const demoDriverMobile = "09940000001";

/**
 * One approved driver with a light truck in Fars who serves Fars and Tehran, for a new
 * database (after `seedDemoData` and `seedDriverReference`). Skipped when it already exists.
 */
export async function seedDemoDriver(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.mobile, demoDriverMobile));
    if (existing) return false;
    const [vehicle] = await tx
      .select()
      .from(vehicleTypes)
      .where(eq(vehicleTypes.code, "light_truck"));
    const [fars] = await tx.select().from(provinces).where(eq(provinces.nameEn, "Fars"));
    const [tehran] = await tx.select().from(provinces).where(eq(provinces.nameEn, "Tehran"));
    if (!vehicle || !fars || !tehran) throw new Error("seed the reference data first");
    const [shiraz] = await tx
      .select()
      .from(cities)
      .where(eq(cities.provinceId, fars.id))
      .orderBy(cities.sortOrder)
      .limit(1);
    if (!shiraz) throw new Error("the geography seed has no city in Fars");

    const name = "Reza Karimi";
    const [user] = await tx
      .insert(users)
      .values({ mobile: demoDriverMobile, name })
      .returning({ id: users.id });
    if (!user) throw new Error("could not insert the demo driver");
    await tx.insert(userRoles).values({ userId: user.id, role: "driver" });
    await tx.insert(drivers).values({
      userId: user.id,
      name,
      nationalCode: nationalCodeFor(272_300_500),
      vehicleTypeId: vehicle.id,
      plate: "42ع318-63",
      capacityKg: 3500,
      sheba: shebaFor(6_400_100),
      provinceId: fars.id,
      cityId: shiraz.id,
      reviewStatus: "approved",
      reviewedAt: new Date(),
    });
    await tx.insert(driverServiceProvinces).values([
      { driverId: user.id, provinceId: fars.id },
      { driverId: user.id, provinceId: tehran.id },
    ]);
    return true;
  });
}
