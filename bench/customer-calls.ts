/*
 * What the bench asks the API as a customer outside the measured load: signing the write
 * scenario's customers in, and one checkout turn by hand before the checkout scenario runs.
 */
import type { CheckoutFlow } from "./load";
import { api } from "./servers";

export interface Customer {
  mobile: string;
  token: string;
}

/** A date `days` from today in Tehran, as the checkout body sends it. */
export function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran" }).format(date);
}

async function call(url: string, target: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const response = await fetch(`${url}${target}`, {
    ...rest,
    ...(json === undefined
      ? {}
      : {
          method: "POST",
          body: JSON.stringify(json),
          headers: { "content-type": "application/json", ...(rest.headers ?? {}) },
        }),
  });
  const body = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok)
    throw new Error(`${target} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/**
 * Customers for the write scenario, signed in as people are: a code through the dev SMS
 * outbox, a bearer session (so no Origin check is involved), then the customer registration.
 */
export async function signInCustomers(url: string, count: number): Promise<Customer[]> {
  const countries = (await call(url, `${api}/countries`)) as unknown as {
    id: number;
    code: string;
  }[];
  const iran = countries.find((country) => country.code === "IR");
  if (!iran) throw new Error("Iran is not in the seeded countries");
  const stamp = Date.now() % 1_000_000;
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const mobile = `0913${String((stamp * 100 + i) % 10_000_000).padStart(7, "0")}`;
    await call(url, `${api}/customer/login/code/send`, { json: { mobile } });
    const outbox = (await call(url, `${api}/dev/outbox?mobile=${mobile}`)) as unknown as {
      text: string;
    }[];
    const code = /\d{6}/.exec(outbox[0]?.text ?? "")?.[0];
    if (!code) throw new Error(`no sign-in code in the outbox for ${mobile}`);
    const login = await call(url, `${api}/customer/login`, {
      json: { mobile, code },
      headers: { "x-session-transport": "bearer" },
    });
    const token = String(login.token);
    const authorization = { authorization: `Bearer ${token}` };
    if (!(login.user as { role: string | null }).role) {
      await call(url, `${api}/customer/register`, {
        json: {
          name: "Bench Customer",
          email: `bench.${mobile}@example.com`,
          mobile,
          country_id: iran.id,
        },
        headers: authorization,
      });
    }
    customers.push({ mobile, token });
  }
  return customers;
}

/** One checkout turn by hand: the add answers the cart, and its checkout must be paid. */
export async function checkCheckout(url: string, flow: CheckoutFlow) {
  const customer = flow.customers[0];
  if (!customer) throw new Error("checkout: no customers");
  const authorization = { authorization: `Bearer ${customer.token}` };
  const added = (await call(url, `${api}/customer/carts`, {
    json: { product_id: customer.productId, count: 1 },
    headers: authorization,
  })) as unknown as { groups: { id: number; orders: { product_id: number }[] }[] };
  const cart = added.groups.find((group) =>
    group.orders.some((line) => line.product_id === customer.productId),
  );
  const paid = await call(url, `${api}/customer/orders`, {
    json: { ...flow.body, cart_id: cart?.id, address_id: customer.addressId },
    headers: { ...authorization, "idempotency-key": crypto.randomUUID() },
  });
  const status = (paid.order as { status?: string } | undefined)?.status;
  if (status !== "paid") throw new Error(`checkout: the order is ${status}, not paid`);
}
