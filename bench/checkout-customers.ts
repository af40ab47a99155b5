/*
 * Customers for the bench's checkout scenario, made straight in the database before the API
 * starts (PGlite is one process's): a signed-in session, an address and a wallet holding more
 * than any bounded run spends. Each run makes new ones, so no cart or order of an earlier run
 * is in their way.
 */
import { type Database, schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { createSession } from "../apps/api/src/modules/auth/session.service";
import { accountId, postTransaction } from "../apps/api/src/modules/ledger/ledger.service";

export interface CheckoutCustomer {
  token: string;
  addressId: number;
  /** The product this customer buys, one at a time: always the same shop's cart. */
  productId: number;
}

export interface CheckoutSetup {
  customers: CheckoutCustomer[];
  packageTypeId: number;
}

/** 10 billion rials each: thousands of checkouts of any product the scale seed prices. */
const walletRials = 10_000_000_000_000;

export async function prepareCheckoutCustomers(
  db: Database,
  count: number,
  productIds: readonly number[],
): Promise<CheckoutSetup> {
  const { addresses, cities, packageTypes, provinces } = schema;
  const [place] = await db
    .select({ cityId: cities.id, provinceId: provinces.id, countryId: provinces.countryId })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .orderBy(cities.id)
    .limit(1);
  const [packageType] = await db
    .select({ id: packageTypes.id })
    .from(packageTypes)
    .orderBy(packageTypes.id)
    .limit(1);
  if (!place || !packageType) throw new Error("the bench database has no city or package type");
  const stamp = Date.now() % 100_000;
  const customers: CheckoutCustomer[] = [];
  for (let i = 0; i < count; i++) {
    const mobile = `0915${String((stamp * 100 + i) % 10_000_000).padStart(7, "0")}`;
    const user = await factories.createUser(db, {
      mobile,
      role: "customer",
      name: "Bench Buyer",
      email: `buyer.${mobile}@example.com`,
    });
    const [address] = await db
      .insert(addresses)
      .values({ userId: user.id, ...place, address: "Bench road 1", isDefault: true })
      .returning({ id: addresses.id });
    await db.transaction(async (tx) => {
      await postTransaction(tx, {
        kind: "wallet_credit",
        entries: [
          { accountId: await accountId(tx, "gateway_clearing", null), amountRials: -walletRials },
          { accountId: await accountId(tx, "customer_wallet", user.id), amountRials: walletRials },
        ],
      });
    });
    const { token } = await createSession(db, { userId: user.id, role: "customer" });
    if (!address) throw new Error("address insert returned nothing");
    customers.push({
      token,
      addressId: address.id,
      productId: productIds[i % productIds.length] as number,
    });
  }
  return { customers, packageTypeId: packageType.id };
}
