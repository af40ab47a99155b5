import type { Language, NotificationKind } from "@kesht/contracts";
import { notificationKinds } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { readInvoice } from "../flows/read-invoice";
import { retryDelayMs } from "../jobs/job-kind";
import { createEmailProvider, type EmailProvider } from "../lib/email";
import { createPushProvider, type PushProvider } from "../lib/push";
import type { SmsProvider } from "../lib/sms";
import { invoiceEmailText } from "../modules/invoices/invoice-email";
import type { OutboundDeps } from "../modules/notifications/deliveries.send";
import { kavenegarTemplateSetting } from "../outbound-config";

/**
 * A confirmed order's e-mail carries its lines, total and invoice link (issue 27 item 5); other
 * kinds say only their text.
 */
async function orderConfirmationDetails(
  db: Database,
  facts: { kind: NotificationKind; subjectId: number | null; language: Language },
  site: string,
): Promise<string | null> {
  if (facts.kind !== "payment_confirmed" || facts.subjectId === null) return null;
  const invoice = await readInvoice(db, { role: "admin" }, facts.subjectId);
  const link = `${site}/customer/orders/${invoice.order_id}/invoice`;
  return invoiceEmailText(invoice, facts.language, link);
}

/** Signs stop links where neither NOTIFY_LINK_SECRET nor OTP_SECRET is set (never production). */
const developmentLinkSecret = "kesht-development-notify-link-secret-not-for-production";

declare module "fastify" {
  interface FastifyInstance {
    /** The outbound channels' providers and settings, for the sending job and the push routes. */
    outbound: OutboundDeps & { loadDigestIntervalMs: number };
  }
}

/** Builds the providers the settings name once per instance; tests may replace each. */
export default fp(
  async function outbound(
    app: FastifyInstance,
    options: {
      config: Config;
      sms: SmsProvider;
      email?: EmailProvider | null | undefined;
      push?: PushProvider | null | undefined;
    },
  ) {
    const { config } = options;
    const smsTemplates: Partial<Record<NotificationKind, string>> = {};
    for (const kind of notificationKinds) {
      const template = config[kavenegarTemplateSetting(kind)];
      if (template && config.SMS_PROVIDER === "kavenegar") smsTemplates[kind] = template;
    }
    app.decorate("outbound", {
      sms: options.sms,
      email: options.email === undefined ? createEmailProvider(config, app.db) : options.email,
      push: options.push === undefined ? createPushProvider(config, app.db) : options.push,
      siteUrl: config.PUBLIC_SITE_URL,
      linkSecret: config.NOTIFY_LINK_SECRET ?? config.OTP_SECRET ?? developmentLinkSecret,
      maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
      smsTemplates,
      retryDelayMs,
      emailDetails: (db, facts) =>
        orderConfirmationDetails(db, facts, config.PUBLIC_SITE_URL.replace(/\/+$/, "")),
      loadDigestIntervalMs: config.LOAD_DIGEST_INTERVAL_MINUTES * 60_000,
    });
  },
  { name: "outbound", dependencies: ["database"] },
);
