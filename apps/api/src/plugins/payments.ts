import type { Gateway, Payment } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { expireDuePayments, readPayment, settlePaymentCallback } from "../flows/pay-order";
import type { PaymentGateway } from "../modules/payments/gateways/gateway";
import { createSandboxGateway } from "../modules/payments/gateways/sandbox-gateway";
import { createSandboxStore, type SandboxStore } from "../modules/payments/gateways/sandbox-store";
import { createZarinpalGateway } from "../modules/payments/gateways/zarinpal-gateway";
import type { PaymentDeps } from "../modules/payments/payments.service";
import {
  openPayment,
  type StartPaymentInput,
  startPayment,
} from "../modules/payments/payments.start";

export interface Payments {
  /** The gateways offered here (PAYMENT_GATEWAYS), by name. */
  readonly gateways: ReadonlyMap<Gateway, PaymentGateway>;
  /** The development gateway's own memory, when a sandbox is offered. */
  readonly sandbox: SandboxStore | null;
  /**
   * Starts a payment inside the caller's transaction (checkout, a payment request) and
   * answers with it, not yet registered with its gateway (no `redirect_url` yet).
   */
  start(tx: Database, input: StartPaymentInput): Promise<Payment>;
  /**
   * Registers a started payment with its gateway once the starting transaction has
   * committed, and answers with it; `redirect_url` is the gateway's page to send the browser
   * to. Again for the same payment, the same page.
   */
  open(id: string): Promise<Payment>;
  /** A payment for its owner (403 for anyone else), resolved first if its time is up. */
  read(userId: number, id: string): Promise<Payment>;
  /** Handles a gateway's callback and answers with the site path to send the browser to. */
  settleCallback(gateway: string, authority: string | undefined): Promise<string>;
  /** Expires (after a last check with the gateway) the payments pending past their time. */
  expireDue(): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    payments: Payments;
  }
}

export function createGateways(
  config: Pick<
    Config,
    "PAYMENT_GATEWAYS" | "ZARINPAL_MERCHANT_ID" | "ZARINPAL_API_URL" | "PAYMENT_TIMEOUT_MS"
  >,
  db: Database,
) {
  const gateways = new Map<Gateway, PaymentGateway>();
  let sandbox: SandboxStore | null = null;
  for (const name of config.PAYMENT_GATEWAYS) {
    if (name === "zarinpal") {
      if (!config.ZARINPAL_MERCHANT_ID) throw new Error("ZARINPAL_MERCHANT_ID is not set");
      gateways.set(
        name,
        createZarinpalGateway({
          merchantId: config.ZARINPAL_MERCHANT_ID,
          baseUrl: config.ZARINPAL_API_URL,
          timeoutMs: config.PAYMENT_TIMEOUT_MS,
        }),
      );
    } else {
      sandbox ??= createSandboxStore(db);
      gateways.set(name, createSandboxGateway(sandbox, name));
    }
  }
  return { gateways, sandbox };
}

/**
 * Payments for the whole app: the configured gateways, starting and settling payments, and
 * expiring the ones nobody came back for (run by the `expire_payments` job).
 */
export default fp(
  async function paymentsPlugin(app: FastifyInstance, options: { config: Config }) {
    const { gateways, sandbox } = createGateways(options.config, app.db);
    const deps: PaymentDeps = {
      gateways,
      publicWebUrl: options.config.PUBLIC_SITE_URL,
      log: app.log,
    };
    if (gateways.size === 0) {
      app.log.warn(
        "no payment gateway is configured (PAYMENT_GATEWAYS): only wallet payments work",
      );
    }

    app.decorate<Payments>("payments", {
      gateways,
      sandbox,
      start: (tx, input) => startPayment(tx, deps, input),
      open: (id) => openPayment(app.db, deps, id),
      read: (userId, id) => readPayment(app.db, deps, userId, id),
      settleCallback: (gateway, authority) =>
        settlePaymentCallback(app.db, deps, gateway, authority),
      expireDue: () => expireDuePayments(app.db, deps),
    });
  },
  { name: "payments", dependencies: ["database"] },
);
