// One customer of the chaos run, doing through nginx what a browser does: pages, sign-in with the
// dev outbox's code, cart, checkout by wallet or the sandbox gateway, wallet credit, cash-out.
// Every request is recorded (time, outcome, status, whether a 503 said Retry-After).
import { randomUUID } from "node:crypto";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A valid Iranian IBAN (Sheba): IR, two check digits (ISO 13616 mod 97), 22 digits. */
export function shebaFor(seed) {
  const bban = `0170000000${String(seed).padStart(12, "0").slice(-12)}`;
  // I = 18, R = 27, then the check digits as 00.
  const digits = `${bban}182700`;
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `IR${String(98 - remainder).padStart(2, "0")}${bban}`;
}

/** A request failed when no answer came or the answer was a 5xx. */
export const failed = (entry) => entry.status === 0 || entry.status >= 500;

export class Shopper {
  /** @param {{ site: string, mobile: string, record: (entry: object) => void }} options */
  constructor({ site, mobile, record }) {
    this.site = site;
    this.mobile = mobile;
    this.record = record;
    this.token = null;
    this.addressId = null;
    /** Sandbox payments this customer approved: each must end `paid` (checked at the end). */
    this.approved = [];
    this.orders = [];
  }

  async call(kind, method, path, { json, form, key, manual = false } = {}) {
    const headers = { "x-session-transport": "bearer" };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (key) headers["idempotency-key"] = key;
    let body;
    if (json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(json);
    } else if (form !== undefined) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = form;
    }
    const startedAt = Date.now();
    const entry = { at: startedAt, kind, method, path, status: 0, ms: 0, retryAfter: false };
    try {
      const response = await fetch(`${this.site}${path}`, {
        method,
        headers,
        body,
        redirect: manual ? "manual" : "follow",
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      entry.status = response.status;
      entry.retryAfter = response.headers.has("retry-after");
      entry.ms = Date.now() - startedAt;
      this.record(entry);
      let data = null;
      if ((response.headers.get("content-type") ?? "").includes("json")) {
        data = JSON.parse(text).data ?? null;
      }
      return { status: response.status, data, location: response.headers.get("location") };
    } catch (error) {
      entry.ms = Date.now() - startedAt;
      entry.error = error instanceof Error ? error.message : String(error);
      this.record(entry);
      return { status: 0, data: null, location: null };
    }
  }

  /**
   * A POST that carries an Idempotency-Key is sent again with the same key after a failure,
   * as the app does: the API answers the first outcome, so nothing happens twice.
   */
  async idempotent(kind, path, json, attempts = 4) {
    const key = randomUUID();
    for (let attempt = 1; ; attempt++) {
      const answer = await this.call(kind, "POST", path, { json, key });
      if (!failed(answer) || attempt === attempts) return answer;
      await sleep(1000 * attempt);
    }
  }

  /** Retries a step that must eventually go through (setup, a payer returning from the gateway). */
  async until(step, { tries = 30, pauseMs = 1000 } = {}) {
    for (let attempt = 1; ; attempt++) {
      const answer = await step();
      if (answer.status > 0 && answer.status < 500) return answer;
      if (attempt === tries) throw new Error(`${this.mobile}: gave up after ${tries} tries`);
      await sleep(pauseMs);
    }
  }

  async signIn() {
    const mobile = this.mobile;
    await this.until(() =>
      this.call("sign-in", "POST", "/api/v1/customer/login/code/send", { json: { mobile } }),
    );
    const outbox = await this.until(() =>
      this.call("sign-in", "GET", `/api/v1/dev/outbox?mobile=${mobile}`),
    );
    const code = /\d{6}/.exec(outbox.data?.[0]?.text ?? "")?.[0];
    if (!code) throw new Error(`no sign-in code in the outbox for ${mobile}`);
    const login = await this.until(() =>
      this.call("sign-in", "POST", "/api/v1/customer/login", { json: { mobile, code } }),
    );
    if (login.status !== 200) throw new Error(`sign-in of ${mobile} answered ${login.status}`);
    this.token = login.data.token;
    if (!login.data.user.role) {
      const countries = await this.until(() => this.call("browse", "GET", "/api/v1/countries"));
      const iran = countries.data.find((country) => country.code === "IR");
      await this.until(() =>
        this.call("sign-in", "POST", "/api/v1/customer/register", {
          json: {
            name: "Chaos Customer",
            email: `chaos.${mobile}@example.com`,
            mobile,
            country_id: iran.id,
          },
        }),
      );
    }
  }

  /** An address in the given city (so the shop's own delivery or a pickup is offered). */
  async addAddress(place) {
    const answer = await this.until(() =>
      this.call("setup", "POST", "/api/v1/customer/addresses", {
        json: { ...place, address: "Chaos lane 1", is_default: true },
      }),
    );
    if (answer.status !== 201 && answer.status !== 200) {
      throw new Error(`address for ${this.mobile} answered ${answer.status}`);
    }
    this.addressId = answer.data.id;
  }

  async browse(productId) {
    await this.call("browse", "GET", "/");
    await this.call("browse", "GET", `/api/v1/customer/products?page=${1 + (productId % 3)}`);
    await this.call("browse", "GET", `/customer/products/${productId}`);
  }

  /** Through the sandbox's page, then back to the callback as the browser is redirected. */
  async payInSandbox(payment) {
    const decided = await this.until(() =>
      this.call("pay", "POST", payment.redirect_url, { form: "decision=approve", manual: true }),
    );
    if (!decided.location) throw new Error(`sandbox answered ${decided.status} without a redirect`);
    this.approved.push(payment.id);
    // A payer whose return failed comes back: a 5xx, or a landing that says `failed` because
    // the gateway's answer could not be had yet (the payment stays pending until verified).
    for (let attempt = 1; attempt <= 20; attempt++) {
      const landed = await this.until(
        () => this.call("pay", "GET", decided.location, { manual: true }),
        { tries: 60 },
      );
      if (!landed.location?.includes("payment=failed")) return;
      await sleep(1000);
    }
  }

  async creditWallet(amountToman) {
    const started = await this.idempotent("credit", "/api/v1/customer/payment/request", {
      purpose: "wallet_credit",
      amount_toman: amountToman,
      gateway: "sandbox",
    });
    if (started.status === 201) await this.payInSandbox(started.data);
    return started.status;
  }

  async cashOut(amountToman, seed) {
    const answer = await this.idempotent("cash-out", "/api/v1/customer/cash-request", {
      amount_toman: amountToman,
      sheba: shebaFor(seed),
    });
    return answer.status;
  }

  /** One product into the cart, then its shop's cart checked out. */
  async buy(productId, paymentMethod) {
    const added = await this.idempotent("cart", "/api/v1/customer/carts", {
      product_id: productId,
      count: 1,
    });
    if (added.status !== 200) return added.status;
    const group =
      added.data.groups.find((candidate) =>
        candidate.orders.some((line) => line.product_id === productId),
      ) ?? added.data.groups[0];
    const options = await this.call(
      "checkout",
      "GET",
      `/api/v1/shippings?cart_id=${group.id}&address_id=${this.addressId}`,
    );
    const available = (options.data ?? []).filter((option) => option.available);
    const option =
      available.find((candidate) => candidate.send_method === "pickup") ?? available[0];
    if (!option) return options.status || 0;
    const day = new Date(`${option.earliest_start.slice(0, 10)}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 3);
    const checkout = await this.idempotent("checkout", "/api/v1/customer/orders", {
      cart_id: group.id,
      address_id: this.addressId,
      send_method: option.send_method,
      package_type_id: this.packageTypeId,
      delivery_date: day.toISOString().slice(0, 10),
      ...(option.send_method === "pickup" ? {} : { time_block_id: this.timeBlockId }),
      payment_method: paymentMethod,
      ...(paymentMethod === "gateway" ? { gateway: "sandbox" } : {}),
    });
    if (checkout.status === 201) {
      this.orders.push(checkout.data.order.id);
      if (checkout.data.payment) await this.payInSandbox(checkout.data.payment);
    }
    return checkout.status;
  }
}
