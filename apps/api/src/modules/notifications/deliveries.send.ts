import type { Language, NotificationKind, RecipientRole } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { EmailProvider } from "../../lib/email";
import { type PushProvider, PushSubscriptionGoneError } from "../../lib/push";
import type { SmsProvider } from "../../lib/sms";
import * as contacts from "./contacts.repo";
import * as repo from "./deliveries.repo";
import { emailStopToken } from "./email-stop-token";
import { type OutboundFacts, outboundMessages, readerLanguage } from "./outbound.messages";
import { type QuietHours, smsAllowedFrom } from "./quiet-hours";
import { smsStopToken } from "./sms-stop-token";

/** The providers and settings the sending job works with (the outbound plugin holds them). */
export interface OutboundDeps {
  sms: SmsProvider;
  push: PushProvider | null;
  email: EmailProvider | null;
  siteUrl: string;
  linkSecret: string;
  maxAttempts: number;
  /** No SMS within these hours (SMS_QUIET_HOURS); `null` sends at any hour. */
  smsQuietHours: QuietHours | null;
  /** Kavenegar lookup templates per kind (KAVENEGAR_TEMPLATE_*). */
  smsTemplates: Partial<Record<NotificationKind, string>>;
  /** How long to wait after the n-th failed try (the job table's own backoff). */
  retryDelayMs: (attempts: number) => number;
  /**
   * More an e-mail of this kind says, in the reader's language (a confirmed order's lines and
   * invoice link); null for nothing more. Wired by the outbound plugin.
   */
  emailDetails?: (
    db: Database,
    facts: {
      userId: number;
      role: RecipientRole;
      kind: NotificationKind;
      subjectId: number | null;
      params: Record<string, string | number>;
      language: Language;
    },
  ) => Promise<string | null>;
}

/** How long one claim keeps other instances off a delivery. */
const leaseMs = 2 * 60_000;

/**
 * One round of the sending job: claims due deliveries (SKIP LOCKED, so instances share the
 * work), sends each through its channel's provider, and records the outcome: sent, retried
 * later with backoff, or dead after the last try. SMS due at night waits until morning.
 * Answers how many were sent.
 */
export async function sendDueDeliveries(
  db: Database,
  deps: OutboundDeps,
  now: Date,
  limit = 50,
): Promise<number> {
  const claimed = await repo.claimDueDeliveries(db, { now, limit, leaseMs });
  const facts = new Map(
    (await repo.deliveryFacts(db, [...new Set(claimed.map((row) => row.notificationId))])).map(
      (row) => [row.id, row],
    ),
  );
  let sent = 0;
  for (const delivery of claimed) {
    const found = facts.get(delivery.notificationId);
    if (!found) continue;
    if (delivery.channel === "sms") {
      if (found.smsStoppedAt !== null) {
        await repo.dropDelivery(db, delivery.id);
        continue;
      }
      const allowedFrom = smsAllowedFrom(now, deps.smsQuietHours);
      if (allowedFrom > now) {
        await repo.postpone(db, delivery.id, allowedFrom);
        continue;
      }
    }
    try {
      const done = await sendOne(db, deps, delivery.channel, found as repo.DeliveryFacts);
      if (done) {
        await repo.markSent(db, delivery.id);
        sent += 1;
      } else {
        await repo.dropDelivery(db, delivery.id);
      }
    } catch (error) {
      const lastTry = delivery.attempts >= deps.maxAttempts;
      await repo.markFailed(db, delivery.id, {
        error: error instanceof Error ? error.message : String(error),
        retryAt: lastTry ? null : new Date(now.getTime() + deps.retryDelayMs(delivery.attempts)),
      });
    }
  }
  return sent;
}

/** Sends one delivery; false when there was nothing to send it through (channel off here). */
async function sendOne(
  db: Database,
  deps: OutboundDeps,
  channel: "sms" | "push" | "email",
  facts: repo.DeliveryFacts,
): Promise<boolean> {
  const outbound: OutboundFacts = { ...facts, language: facts.language ?? null };
  const site = deps.siteUrl.replace(/\/+$/, "");
  const messages = outboundMessages(outbound, {
    url: deps.siteUrl,
    smsStopLink: `${site}/sms-stop/${smsStopToken(facts.userId, deps.linkSecret)}`,
    emailStopLink: `${site}/email-stop/${emailStopToken(facts, deps.linkSecret)}`,
    emailDetails:
      channel === "email" && deps.emailDetails
        ? await deps.emailDetails(db, { ...facts, language: readerLanguage(outbound) })
        : null,
  });
  switch (channel) {
    case "sms": {
      const template = deps.smsTemplates[facts.kind];
      await deps.sms.send(
        facts.mobile,
        messages.sms,
        template
          ? { template: { name: template, tokens: templateTokens(facts, messages.path) } }
          : undefined,
      );
      return true;
    }
    case "email":
      if (!deps.email || !facts.email) return false;
      await deps.email.send({ to: facts.email, ...messages.email });
      return true;
    case "push":
      if (!deps.push) return false;
      await pushToEveryBrowser(db, deps.push, facts, messages.push);
      return true;
  }
}

/**
 * A Kavenegar lookup template's tokens: the order (or other subject) number, then what the
 * reader must have: the delivery code where there is one, else the page's path.
 */
export function templateTokens(
  facts: Pick<repo.DeliveryFacts, "subjectId" | "params">,
  path: string,
): string[] {
  const code = facts.params.code;
  return [String(facts.subjectId ?? ""), code === undefined ? path : String(code)];
}

/**
 * A push goes to each browser the person subscribed in that role. One the push service says
 * is gone (404/410) is forgotten; any other failure fails the delivery, to be retried.
 */
async function pushToEveryBrowser(
  db: Database,
  push: PushProvider,
  facts: repo.DeliveryFacts,
  message: Parameters<PushProvider["send"]>[1],
): Promise<void> {
  const failures: string[] = [];
  for (const subscription of await contacts.subscriptionsOf(db, facts.userId, facts.role)) {
    try {
      await push.send(subscription, message);
    } catch (error) {
      if (error instanceof PushSubscriptionGoneError) {
        await contacts.deleteSubscription(db, subscription.endpoint);
      } else {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  if (failures.length > 0) throw new Error(`push: ${failures.join("; ")}`);
}
