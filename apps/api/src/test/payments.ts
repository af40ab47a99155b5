import type { OrderStatus } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import type { App } from "../app";

/*
 * Fixtures for the payment tests: orders waiting for a payment, and the sandbox gateway driven
 * the way a browser drives it.
 */

/** One destination city per database, made on first use. */
const cities = new WeakMap<Database, number>();

async function destinationCity(db: Database): Promise<number> {
  const known = cities.get(db);
  if (known !== undefined) return known;
  const country = await factories.createCountry(db);
  const province = await factories.createProvince(db, { countryId: country.id });
  const city = await factories.createCity(db, { provinceId: province.id });
  cities.set(db, city.id);
  return city.id;
}

/** An order row in the given state (by default waiting 15 minutes for its payment). */
export async function createOrderRow(
  db: Database,
  values: {
    customerId: number;
    sellerId: number;
    totalRials: number;
    status?: OrderStatus;
    reservedUntil?: Date | null;
  },
) {
  const [order] = await db
    .insert(schema.orders)
    .values({
      customerId: values.customerId,
      sellerId: values.sellerId,
      status: values.status ?? "pending_payment",
      address: { address: "Farm road 12" },
      destinationCityId: await destinationCity(db),
      sendMethod: "pickup",
      shippingCostRials: 0,
      deliveryDate: "2030-01-01",
      itemsTotalRials: values.totalRials,
      totalRials: values.totalRials,
      paymentMethod: "gateway",
      reservedUntil:
        values.reservedUntil === undefined
          ? new Date(Date.now() + 15 * 60_000)
          : values.reservedUntil,
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  return order;
}

/** The authority in a sandbox payment page's address. */
export function sandboxAuthority(redirectUrl: string | null): string {
  const authority = redirectUrl?.split("/").pop();
  if (!authority) throw new Error(`not a sandbox payment page: ${redirectUrl}`);
  return decodeURIComponent(authority);
}

/**
 * What a browser does on the sandbox page: posts the decision, follows the redirect to the
 * callback, and answers with where the callback finally sends it.
 */
export async function decideInSandbox(
  app: App,
  redirectUrl: string | null,
  decision: "approve" | "decline" | "timeout",
) {
  const decided = await app.inject({
    method: "POST",
    url: redirectUrl ?? "",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `decision=${decision}`,
  });
  if (decision === "timeout") return { decided, landing: null };
  if (decided.statusCode !== 303) {
    throw new Error(`sandbox answered ${decided.statusCode}: ${decided.body}`);
  }
  const callback = await app.inject({ method: "GET", url: String(decided.headers.location) });
  return { decided, callback, landing: String(callback.headers.location) };
}
