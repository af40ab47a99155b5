import type { NotificationKind } from "@kesht/contracts";
import { notificationKinds, smsQuietHours } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { readInvoice } from "../flows/read-invoice";
import { retryDelayMs } from "../jobs/job-kind";
import { createEmailProvider, type EmailProvider } from "../lib/email";
import { createPushProvider, type PushProvider } from "../lib/push";
import type { SmsProvider } from "../lib/sms";
import { invoiceEmailText, statementEmailText } from "../modules/invoices/invoice-email";
import { driverSharesIn, sellerStatement } from "../modules/ledger/seller-statement";
import type { OutboundDeps } from "../modules/notifications/deliveries.send";
import { kavenegarTemplateSetting } from "../outbound-config";

type EmailFacts = Parameters<NonNullable<OutboundDeps["emailDetails"]>>[1];

/**
 * What an e-mail says beyond its text (issue 27 item 5): a confirmed order's lines, total and
 * invoice link; a month's statement figures for a shop or a driver. Other kinds say no more.
 */
async function emailDetails(db: Database, facts: EmailFacts, site: string): Promise<string | null> {
  if (facts.kind === "payment_confirmed" && facts.subjectId !== null) {
    const invoice = await readInvoice(db, { role: "admin" }, facts.subjectId);
    const link = `${site}/customer/orders/${invoice.order_id}/invoice`;
    return invoiceEmailText(invoice, facts.language, link);
  }
  if (facts.kind !== "monthly_statement") return null;
  const month = {
    month: String(facts.params.month),
    first_day: String(facts.params.first_day),
    last_day: String(facts.params.last_day),
  };
  const shop =
    facts.role === "seller"
      ? (await sellerStatement(db, facts.userId, 24, "jalali")).find(
          (row) => row.month === month.month,
        )
      : undefined;
  if (shop) {
    return statementEmailText(
      [
        { label: "goods", rials: shop.goods_rials },
        { label: "commission", rials: shop.commission_rials },
        { label: "drivers", rials: shop.driver_rials },
        { label: "net", rials: shop.net_rials },
      ],
      facts.language,
    );
  }
  const shares = await driverSharesIn(db, facts.userId, month);
  return statementEmailText([{ label: "driverShares", rials: shares }], facts.language);
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
      smsQuietHours: config.SMS_QUIET_HOURS === undefined ? smsQuietHours : config.SMS_QUIET_HOURS,
      smsTemplates,
      retryDelayMs,
      emailDetails: (db, facts) =>
        emailDetails(db, facts, config.PUBLIC_SITE_URL.replace(/\/+$/, "")),
      loadDigestIntervalMs: config.LOAD_DIGEST_INTERVAL_MINUTES * 60_000,
    });
  },
  { name: "outbound", dependencies: ["database"] },
);
