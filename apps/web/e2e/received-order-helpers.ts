import type { Browser, Page } from "@playwright/test";
import { createApprovedSeller, createProduct } from "./catalog-helpers";
import { newCustomerWalletOrder } from "./commerce-helpers";
import { expect } from "./fixtures/test";
import { readDeliveryCode } from "./shipping-helpers";
import { useLanguage, waitForApp } from "./support";

/*
 * An order carried to "received" through the API, for the specs of what follows receipt
 * (reviews, returns): a shop's product, a customer who pays from the wallet, the shop's own
 * delivery handed over with the customer's delivery code, and the customer's receipt.
 */

const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;

/** A POST to the API as the page's person; throws on any failure. */
export async function apiPost(page: Page, url: string, data: unknown = {}) {
  const response = await page.request.post(`/api/v1${url}`, {
    data,
    headers: { origin: webOrigin },
  });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
}

/** A shop's page and a customer's, each in its own browser context, in one language. */
export async function shopAndCustomer(
  browser: Browser,
  options: {
    baseURL: string | undefined;
    viewport: { width: number; height: number };
    lang: "en" | "fa";
  },
) {
  const open = async () => {
    const context = await browser.newContext({ viewport: options.viewport });
    await useLanguage(context, options.baseURL, options.lang);
    return context;
  };
  const contexts = [await open(), await open()] as const;
  return {
    shop: await contexts[0].newPage(),
    customer: await contexts[1].newPage(),
    close: () => Promise.all(contexts.map((context) => context.close())),
  };
}

export async function receivedWalletOrder(
  shop: Page,
  customer: Page,
  input: { shopName: string; productName: string; priceToman: number },
) {
  const seller = await createApprovedSeller(shop, input.shopName);
  const product = await createProduct(shop, {
    name: input.productName,
    latin_name: input.productName,
    price_toman: input.priceToman,
  });
  const order = await newCustomerWalletOrder(customer, product.id, { creditToman: 100_000 });
  await apiPost(shop, `/seller/orders/${order.id}/accept`);
  await apiPost(shop, `/seller/orders/${order.id}/self-loading`, {
    expected_delivery_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  // The shop hands it over with the code the customer reads on the order's page.
  const code = await readDeliveryCode(customer, order.id);
  await apiPost(shop, `/seller/orders/${order.id}/delivered`, { code });
  await apiPost(customer, `/customer/orders/${order.id}/receipt`);
  return { seller, product, order };
}

/**
 * Where the specs of what follows receipt start: the shop's page and the customer's in one
 * language, an order received through the API, and the customer on that order's page, laid out
 * in the language's direction.
 */
export async function onReceivedOrderPage(
  browser: Browser,
  options: Parameters<typeof shopAndCustomer>[1] & { dir: "ltr" | "rtl" },
  input: Parameters<typeof receivedWalletOrder>[2],
) {
  const pages = await shopAndCustomer(browser, options);
  const received = await receivedWalletOrder(pages.shop, pages.customer, input);
  await pages.customer.goto(`/customer/orders/${received.order.id}`);
  await waitForApp(pages.customer);
  await expect(pages.customer.locator("html")).toHaveAttribute("dir", options.dir);
  return { ...pages, ...received };
}

/** Nothing on the page sticks out sideways (what a phone would scroll to). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
