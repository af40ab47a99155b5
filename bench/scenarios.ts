/*
 * What the bench asks the API, scenario by scenario: the words, paths and requests each one
 * varies over, from the 404 floor and the product list to the cart add and the checkout.
 */
import type { CheckoutSetup } from "./checkout-customers";
import { type Customer, dayFromToday } from "./customer-calls";
import type { CheckoutFlow } from "./load";
import { api } from "./servers";

/** Words most product names hold, in Persian as customers type them. */
const commonTerms = ["سیب", "زعفران", "برنج", "پسته", "خرما", "عسل"];
/** Partial words as a customer has typed them when the overlay asks for suggestions. */
const partialWords = [
  "سی",
  "زعف",
  "برن",
  "پست",
  "خرم",
  "عس",
  "گرد",
  "انگو",
  "قزل",
  "پنی",
  "هاشم",
  "مضاف",
  "گوج",
  "چا",
  "کشم",
  "ماه",
];

export interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Scenario {
  key: string;
  title: string;
  /** Whether ARCHITECTURE §9's budget names it. */
  budgeted: boolean;
  /** The share of bare Fastify's req/s issue 15 asks for, if it names one. */
  targetShare?: number;
  /** The n-th request of the run (requests vary over ids, words and pages in turn). */
  request: (n: number) => BenchRequest;
  example: string;
  /** The status every answer should have, when it is not 2xx (the 404 floor). */
  expectStatus?: number;
  /** A turn of two requests per connection instead of `request` (load.ts). */
  checkout?: CheckoutFlow;
  /**
   * Every distinct request is asked once before the warm-up, so the scenario measures the
   * answers kept in the read cache, as its title says. (Without it, the 500 product pages
   * were first visits for most of a run on PGlite: each a miss of ~12 ms of the API's CPU.)
   */
  primed?: boolean;
}

export const get = (target: string): BenchRequest => ({ method: "GET", path: target });
const cycle = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

const listPaths = [`${api}/customer/products`];
/** What the product list looks like across visitors: pages, sorts and filters. */
const browsePaths = [
  `${api}/customer/products`,
  `${api}/customer/products?page=2`,
  `${api}/customer/products?page=3`,
  `${api}/customer/products?sort=price_asc`,
  `${api}/customer/products?type=discounted`,
  `${api}/customer/products?sort=price_desc&page=2`,
];
const suggestionPaths = partialWords.map(
  (word) => `${api}/search-categories?search=${encodeURIComponent(word)}&lang=fa`,
);

export function scenarios(
  productIds: number[],
  customers: Customer[],
  cartProductIds: number[],
  checkout: CheckoutSetup | null,
): Scenario[] {
  const productPaths = productIds.map((id) => `${api}/customer/products/${id}`);
  const searchPaths = commonTerms.map(
    (term) => `${api}/customer/products?search=${encodeURIComponent(term)}`,
  );
  const list: Scenario[] = [
    {
      // What every request pays before any route runs: hooks, headers, the rate limit, the
      // not-found handler and the error envelope (issue 31's floor).
      key: "not-found",
      title: "404 floor: an unknown path",
      budgeted: false,
      targetShare: 0.4,
      request: () => get(`${api}/no-such-route`),
      example: `${api}/no-such-route`,
      expectStatus: 404,
    },
    {
      key: "countries",
      title: "Reference data: countries",
      budgeted: false,
      targetShare: 0.4,
      request: () => get(`${api}/countries`),
      example: `${api}/countries`,
    },
    {
      key: "products-newest",
      title: "Product list, first page, newest",
      budgeted: true,
      targetShare: 0.25,
      request: (n) => get(cycle(listPaths, n)),
      example: listPaths[0] as string,
    },
    {
      // The same list as browsers, the web server and proxies ask for it: gzip accepted.
      key: "products-newest-gzip",
      title: "Product list, first page, newest, gzip accepted",
      budgeted: true,
      targetShare: 0.25,
      request: (n) => ({ ...get(cycle(listPaths, n)), headers: { "accept-encoding": "gzip" } }),
      example: listPaths[0] as string,
    },
    {
      key: "products-search",
      title: "Product search, common words",
      budgeted: false,
      request: (n) => get(cycle(searchPaths, n)),
      example: searchPaths[0] as string,
    },
    {
      key: "product-page",
      title: "Product page data, random products",
      budgeted: false,
      targetShare: 0.15,
      request: (n) => get(cycle(productPaths, n)),
      example: productPaths[0] as string,
      primed: true,
    },
    {
      key: "search-suggestions",
      title: "Search suggestions, partial words",
      budgeted: true,
      targetShare: 0.25,
      request: (n) => get(cycle(suggestionPaths, n)),
      example: suggestionPaths[0] as string,
      primed: true,
    },
    {
      key: "mixed",
      title: "Mixed: 70% list (pages, sorts, filters), 20% product page, 10% suggestions",
      budgeted: false,
      targetShare: 0.15,
      request: (n) => {
        // Of every ten requests: seven list pages, two product pages, one suggestion.
        const slot = n % 10;
        const round = Math.floor(n / 10);
        if (slot < 7) return get(cycle(browsePaths, round * 7 + slot));
        if (slot < 9) return get(cycle(productPaths, round * 2 + slot - 7));
        return get(cycle(suggestionPaths, round));
      },
      example: browsePaths[0] as string,
    },
    {
      // A route answered from memory, without a query of its own: what it costs beyond the
      // bare route is the request pipeline and the one upsert of the shared rate-limit
      // counter every request makes (decision 021).
      key: "rate-limit-floor",
      title: "Cheapest counted route: pipeline + shared rate-limit upsert",
      budgeted: false,
      request: () => get(`${api}/payment-gateways`),
      example: `${api}/payment-gateways`,
    },
  ];
  if (customers.length > 0 && cartProductIds.length > 0) {
    list.push({
      key: "cart-add",
      title: "Cart add, signed-in customers (writes)",
      budgeted: false,
      targetShare: 0.05,
      request: (n) => {
        // Customer after customer, each adding to one of three products of its own, as a
        // shopper fills a cart or two. (Each time another product made a customer's carts pile
        // up to forty and more within a run, each add answering all of them: the run then
        // measured writing that answer, 45% of the API's CPU, not the write.)
        const customerIndex = n % customers.length;
        const customer = cycle(customers, customerIndex);
        const round = Math.floor(n / customers.length);
        const productId = cycle(cartProductIds, customerIndex * 3 + (round % 3));
        return {
          method: "POST",
          path: `${api}/customer/carts`,
          headers: {
            authorization: `Bearer ${customer.token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({ product_id: productId, count: 1 }),
        };
      },
      example: `${api}/customer/carts (POST)`,
    });
  }
  if (checkout) {
    const flow: CheckoutFlow = {
      customers: checkout.customers,
      // Picked up at the shop: always available, no delivery window to run out of.
      body: {
        send_method: "pickup",
        package_type_id: checkout.packageTypeId,
        delivery_date: dayFromToday(30),
        payment_method: "wallet",
      },
    };
    list.push({
      key: "checkout",
      title: "Checkout paid from the wallet (a cart add, then its checkout: two requests a turn)",
      budgeted: false,
      targetShare: 0.02,
      request: (n) => {
        const customer = cycle(checkout.customers, n);
        return {
          method: "POST",
          path: `${api}/customer/carts`,
          headers: {
            authorization: `Bearer ${customer.token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({ product_id: customer.productId, count: 1 }),
        };
      },
      example: `${api}/customer/carts (POST), then ${api}/customer/orders (POST, wallet)`,
      checkout: flow,
    });
  }
  return list;
}
