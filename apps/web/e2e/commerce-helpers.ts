import { randomUUID } from "node:crypto";
import type {
  Address,
  CartGroups,
  CheckoutResult,
  Order,
  Payment,
  ProductDetail,
  ShippingOption,
  TimeBlock,
  Wallet,
} from "@kesht/contracts";
import type { Browser, Page } from "@playwright/test";
import { createCustomer } from "./account-helpers";
import { createApprovedSeller, createProduct } from "./catalog-helpers";

/**
 * Commerce data for the end-to-end tests, made through the API the way the app makes it: shops
 * with products, a customer's cart and addresses, and wallet credit paid through the sandbox
 * gateway. Requests go through `page.request`, which shares the page's cookies.
 */

const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;
/** Cookie-bearing writes must name the web app's origin (the API's check against CSRF). */
const originHeader = { origin: webOrigin };

export async function call<T>(
  page: Page,
  method: "get" | "post" | "put" | "delete",
  path: string,
  options: { data?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await page.request[method](`/api/v1${path}`, {
    ...(options.data === undefined ? {} : { data: options.data }),
    headers: { ...originHeader, ...options.headers },
  });
  if (!response.ok()) {
    throw new Error(
      `${method.toUpperCase()} ${path}: HTTP ${response.status()} ${await response.text()}`,
    );
  }
  return ((await response.json()) as { data: T }).data;
}

export interface ShopWithProducts {
  storeName: string;
  products: ProductDetail[];
}

/**
 * An approved shop listing the given products, made in a browser context of its own (a seller
 * is redirected away from customer pages, so it must not share the customer's cookies).
 */
export async function createShopWithProducts(
  browser: Browser,
  storeName: string,
  products: { name: string; latin_name: string; price_toman: number; stock?: number }[],
): Promise<ShopWithProducts> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await createApprovedSeller(page, storeName);
    const created: ProductDetail[] = [];
    for (const product of products) created.push(await createProduct(page, product));
    return { storeName, products: created };
  } finally {
    await context.close();
  }
}

/** Puts a product in the signed-in customer's cart, as the product page's button does. */
export function addToCartByApi(page: Page, productId: number, count: number) {
  return call<CartGroups>(page, "post", "/customer/carts", {
    data: { product_id: productId, count },
  });
}

export function readCart(page: Page) {
  return call<CartGroups>(page, "get", "/customer/carts?status=cart");
}

/** Seeded places (Iran, its first province and that province's first city). */
export async function firstPlace(page: Page) {
  const countries = await call<{ id: number; code: string }[]>(page, "get", "/countries");
  const iran = countries.find((country) => country.code === "IR");
  if (!iran) throw new Error("Iran is not in the seeded countries");
  const provinces = await call<{ id: number; title: string; title_en: string }[]>(
    page,
    "get",
    `/provinces?country_id=${iran.id}`,
  );
  const province = provinces[0];
  if (!province) throw new Error("no seeded provinces");
  const cities = await call<{ id: number; title: string; title_en: string }[]>(
    page,
    "get",
    `/cities?province_id=${province.id}`,
  );
  const city = cities[0];
  if (!city) throw new Error("no seeded cities");
  return { countryId: iran.id, province, city };
}

/** Saves an address for the signed-in customer (the first one becomes the default). */
export async function createAddressByApi(page: Page, address = "12 Vali-e Asr Street") {
  const place = await firstPlace(page);
  return call<Address>(page, "post", "/customer/addresses", {
    data: {
      country_id: place.countryId,
      province_id: place.province.id,
      city_id: place.city.id,
      address,
    },
  });
}

export function readWallet(page: Page) {
  return call<Wallet>(page, "get", "/customer/wallet");
}

export function readOrder(page: Page, orderId: number) {
  return call<Order>(page, "get", `/customer/orders/${orderId}`);
}

/** Every order of the signed-in customer (current and past). */
export async function listOrders(page: Page): Promise<Order[]> {
  const orders: Order[] = [];
  for (const tab of ["current", "past"] as const) {
    const result = await call<{ items: Order[] }>(
      page,
      "get",
      `/customer/orders?tab=${tab}&per_page=48`,
    );
    orders.push(...result.items);
  }
  return orders;
}

/**
 * Credits the signed-in customer's wallet through the rial sandbox gateway: asks for a payment,
 * opens the sandbox's page in a page of the same browser context and approves it there, as a
 * person would, then waits for the gateway's return to the wallet page.
 */
export async function creditWallet(page: Page, amountToman: number): Promise<Payment> {
  const payment = await call<Payment>(page, "post", "/customer/payment/request", {
    data: { purpose: "wallet_credit", amount_toman: amountToman, gateway: "sandbox" },
    headers: { "Idempotency-Key": randomUUID() },
  });
  if (!payment.redirect_url) throw new Error("the sandbox payment has no page to pay on");
  const gatewayPage = await page.context().newPage();
  try {
    await gatewayPage.goto(payment.redirect_url);
    await approveSandboxPayment(gatewayPage);
    await gatewayPage.waitForURL(/\/customer\/profile\/wallet\?payment=paid/);
  } finally {
    await gatewayPage.close();
  }
  return payment;
}

/** On the sandbox gateway's page: approve the payment. */
export async function approveSandboxPayment(page: Page): Promise<void> {
  await page.getByRole("button", { name: /approve/i }).click();
}

/** What checkout offers a cart group to an address: each send method, and the day's windows. */
export async function deliveryChoices(page: Page, cartId: number, addressId: number) {
  const [options, blocks] = await Promise.all([
    call<ShippingOption[]>(page, "get", `/shippings?cart_id=${cartId}&address_id=${addressId}`),
    call<TimeBlock[]>(page, "get", "/time-blocks"),
  ]);
  return { options, blocks };
}

/** Today in Tehran (yyyy-mm-dd), the day the server counts in. */
export function todayInTehran(): string {
  return new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tehran" });
}

/** Tomorrow in Tehran, the first delivery day that is surely not "before today". */
export function tomorrowInTehran(): string {
  return new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "Asia/Tehran",
  });
}

/**
 * Checks one cart group out through the API as the checkout page does (the customer's first
 * address, the first packaging and time window, tomorrow), with a new Idempotency-Key.
 */
export async function checkoutByApi(
  page: Page,
  options: {
    cartId: number;
    sendMethod: "driver" | "seller" | "pickup";
    payWith: "wallet" | "gateway";
  },
): Promise<CheckoutResult> {
  const [address] = await call<{ id: number }[]>(page, "get", "/customer/addresses");
  const [packageType] = await call<{ id: number }[]>(page, "get", "/package-types");
  const [timeBlock] = await call<{ id: number }[]>(page, "get", "/time-blocks");
  if (!address || !packageType || !timeBlock) throw new Error("checkout reference data missing");
  return call<CheckoutResult>(page, "post", "/customer/orders", {
    data: {
      cart_id: options.cartId,
      address_id: address.id,
      send_method: options.sendMethod,
      package_type_id: packageType.id,
      delivery_date: tomorrowInTehran(),
      time_block_id: timeBlock.id,
      payment_method: options.payWith,
      ...(options.payWith === "gateway" ? { gateway: "sandbox" } : {}),
    },
    headers: { "Idempotency-Key": randomUUID() },
  });
}

/** Checks a product out (`count` of it) from the signed-in customer's wallet, for pickup. */
export async function placeWalletOrder(page: Page, productId: number, count = 1): Promise<Order> {
  const cart = await addToCartByApi(page, productId, count);
  const group = cart.groups.find((candidate) =>
    candidate.orders.some((line) => line.product_id === productId),
  );
  if (!group) throw new Error("the product is not in the cart");
  const result = await checkoutByApi(page, {
    cartId: group.id,
    sendMethod: "pickup",
    payWith: "wallet",
  });
  return result.order;
}

/**
 * A new customer, signed in on `page`, with an address and `creditToman` in the wallet (paid
 * through the sandbox gateway), who buys `count` of the product from the wallet.
 */
export async function newCustomerWalletOrder(
  page: Page,
  productId: number,
  options: { count?: number; creditToman?: number } = {},
): Promise<Order> {
  await createCustomer(page);
  await createAddressByApi(page);
  await creditWallet(page, options.creditToman ?? 1_000_000);
  return placeWalletOrder(page, productId, options.count);
}

/** The signed-in customer writes in an order's chat, as the thread's composer does. */
export function writeInOrderChat(page: Page, orderId: number, body: string) {
  return call(page, "post", `/customer/orders/${orderId}/chat/messages`, {
    data: { client_id: randomUUID(), body },
  });
}

/** The signed-in customer asks for a cash-out to a Sheba account, as the wallet page does. */
export function requestCashOutByApi(page: Page, amountToman: number, sheba: string) {
  return call<{ id: number }>(page, "post", "/customer/cash-request", {
    data: { amount_toman: amountToman, sheba },
    headers: { "Idempotency-Key": randomUUID() },
  });
}
