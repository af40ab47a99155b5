/*
 * The bench's load generator, on a process of its own: `npm run bench` (run.ts) starts one per
 * measurement, so generating load never shares an event loop with the bench's bookkeeping,
 * and the bare route is driven as hard as the autocannon command line drives it
 * (`npx autocannon -c 50 -d 5 <url>`; bench/PROFILE.md compares the two).
 *
 * `node --import tsx bench/load.ts <spec.json> <result.json>`: the spec names the URL, the
 * connections, the seconds, and the requests to send in turn (one request is sent as it is;
 * several are taken one after the other, so ids and words vary over the run).
 */

import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import autocannon, { type RequestData } from "autocannon";

export interface LoadSpec {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: RequestData[];
  /** Instead of `requests`: each connection fills a cart line, then checks it out. */
  checkout?: CheckoutFlow;
}

/** The checkout scenario's turn: a cart add, then the checkout of that cart from the wallet. */
export interface CheckoutFlow {
  customers: { token: string; addressId: number; productId: number }[];
  /** The checkout body without the cart and the address. */
  body: Record<string, unknown>;
}

const [specFile, resultFile] = process.argv.slice(2);
if (!specFile || !resultFile) throw new Error("usage: load.ts <spec.json> <result.json>");
const spec = JSON.parse(readFileSync(specFile, "utf8")) as LoadSpec;
const [first] = spec.requests;
if (!first) throw new Error("the load spec names no request");

/**
 * The two requests of a checkout turn. A connection takes a customer nobody else is using
 * (a free list; the bench makes more customers than connections) for the whole turn, so two
 * turns never fill or check out one cart at the same time; the cart's id comes from the add's
 * answer.
 */
function checkoutTurn(flow: CheckoutFlow) {
  const free = [...flow.customers];
  type Turn = { customer?: CheckoutFlow["customers"][number]; cartId?: number };
  const headers = (token: string) => ({
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
  });
  return [
    {
      method: "POST",
      path: "/api/v1/customer/carts",
      setupRequest: (base: RequestData, turn: Turn) => {
        const customer = free.shift();
        if (!customer) throw new Error("more connections than checkout customers");
        turn.customer = customer;
        return {
          ...base,
          headers: headers(customer.token),
          body: JSON.stringify({ product_id: customer.productId, count: 1 }),
        };
      },
      onResponse: (status: number, body: string, turn: Turn) => {
        if (status !== 200) return;
        const groups = (JSON.parse(body) as { data: { groups: CartGroup[] } }).data.groups;
        const productId = turn.customer?.productId;
        turn.cartId = groups.find((group) =>
          group.orders.some((line) => line.product_id === productId),
        )?.id;
      },
    },
    {
      method: "POST",
      path: "/api/v1/customer/orders",
      setupRequest: (base: RequestData, turn: Turn) => {
        const customer = turn.customer as CheckoutFlow["customers"][number];
        return {
          ...base,
          headers: { ...headers(customer.token), "idempotency-key": randomUUID() },
          body: JSON.stringify({
            ...flow.body,
            cart_id: turn.cartId ?? 0,
            address_id: customer.addressId,
          }),
        };
      },
      onResponse: (_status: number, _body: string, turn: Turn) => {
        if (turn.customer) free.push(turn.customer);
      },
    },
  ];
}
type CartGroup = { id: number; orders: { product_id: number }[] };

let next = 0;
const startCpu = process.cpuUsage();
const result = await autocannon({
  url: spec.requests.length === 1 ? `${spec.url}${first.path ?? "/"}` : spec.url,
  connections: spec.connections,
  duration: spec.durationSeconds,
  timeout: 10,
  // One request: autocannon writes it once and sends the same bytes again (what the command
  // line does); several: each connection takes the next in turn.
  ...(spec.checkout
    ? { requests: checkoutTurn(spec.checkout) }
    : spec.requests.length === 1
      ? { method: first.method, headers: first.headers, body: first.body }
      : {
          requests: [
            {
              setupRequest: (base: RequestData) => ({
                ...base,
                ...spec.requests[next++ % spec.requests.length],
              }),
            },
          ],
        }),
});
// The generator's own CPU time, so a scenario can say what each request cost it (requests that
// vary are built one by one; one that never varies is written once).
const cpu = process.cpuUsage(startCpu);
writeFileSync(
  resultFile,
  JSON.stringify({ ...result, generatorCpuMs: (cpu.user + cpu.system) / 1000 }),
);
