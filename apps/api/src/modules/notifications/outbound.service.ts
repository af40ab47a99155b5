import {
  type AdminDelivery,
  fieldErrorsOf,
  isLanguage,
  type NotificationKind,
  type NotificationPreferences,
  type notificationPreferencesBodySchema,
  type OutboundChannel,
  outboundChannels,
  type PushSubscriptionBody,
  type RecipientRole,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import * as contacts from "./contacts.repo";
import * as repo from "./deliveries.repo";
import { readEmailStopToken } from "./email-stop-token";
import { isDefaultOn, kindsFor } from "./notifications.channels";
import { readSmsStopToken } from "./sms-stop-token";

/*
 * What a person controls about the channels outside the app: per kind and channel (only
 * their changes from the defaults are stored), the language of the texts, SMS altogether
 * (also from the one-tap link), and their browsers' push subscriptions. And the admins'
 * view of deliveries that failed.
 */

type Reader = { userId: number; role: RecipientRole };

export async function getPreferences(
  db: Database,
  reader: Reader,
): Promise<NotificationPreferences> {
  const [overrides, contact] = await Promise.all([
    contacts.preferencesOf(db, [reader.userId]),
    contacts.contactOf(db, reader.userId),
  ]);
  const chosen = new Map(
    overrides
      .filter((row) => row.role === reader.role)
      .map((row) => [`${row.kind}:${row.channel}`, row.enabled]),
  );
  const on = (kind: NotificationKind, channel: OutboundChannel) =>
    chosen.get(`${kind}:${channel}`) ?? isDefaultOn(kind, reader.role, channel);
  return {
    kinds: kindsFor(reader.role).map((kind) => ({
      kind,
      channels: { sms: on(kind, "sms"), push: on(kind, "push"), email: on(kind, "email") },
    })),
    language: contact?.language ?? "fa",
    sms_stopped: Boolean(contact?.smsStoppedAt),
    has_email: Boolean(contact?.email),
  };
}

/**
 * Saves a person's choices. A choice equal to the default removes the stored change, so
 * a later change of the defaults reaches everyone who never chose otherwise.
 */
export async function updatePreferences(
  db: Database,
  reader: Reader,
  body: z.output<typeof notificationPreferencesBodySchema>,
): Promise<NotificationPreferences> {
  const allowed = new Set(kindsFor(reader.role));
  const changes = body.kinds.flatMap((entry) => {
    if (!allowed.has(entry.kind)) {
      throw new AppError("validation_failed", {
        fieldErrors: fieldErrorsOf({ kinds: "invalid_choice" }),
      });
    }
    return outboundChannels.flatMap((channel) => {
      const enabled = entry.channels[channel];
      return enabled === undefined ? [] : [{ ...reader, kind: entry.kind, channel, enabled }];
    });
  });
  await db.transaction(async (tx) => {
    await contacts.savePreferences(
      tx,
      changes.filter((row) => row.enabled !== isDefaultOn(row.kind, row.role, row.channel)),
    );
    await contacts.clearPreferences(
      tx,
      changes.filter((row) => row.enabled === isDefaultOn(row.kind, row.role, row.channel)),
    );
    if (body.language !== undefined || body.sms_stopped !== undefined) {
      await contacts.saveContactSettings(tx, reader.userId, {
        ...(body.language ? { language: body.language } : {}),
        ...(body.sms_stopped === undefined ? {} : { smsStopped: body.sms_stopped }),
      });
    }
  });
  return getPreferences(db, reader);
}

/** The one-tap link in a text: turns SMS off for the person it names. 404 for a bad token. */
export async function stopSmsByToken(db: Database, token: string, secret: string): Promise<void> {
  const userId = readSmsStopToken(token, secret);
  if (userId === null || !(await contacts.userExists(db, userId))) {
    throw new AppError("not_found");
  }
  await contacts.saveContactSettings(db, userId, { smsStopped: true });
}

/**
 * The unsubscribe link in an e-mail: turns e-mail off for the kind and role it names (a
 * preference, as the settings page writes it). 404 for a bad token.
 */
export async function stopEmailByToken(db: Database, token: string, secret: string): Promise<void> {
  const stop = readEmailStopToken(token, secret);
  if (stop === null || !(await contacts.userExists(db, stop.userId))) {
    throw new AppError("not_found");
  }
  const off = { ...stop, channel: "email" as const, enabled: false };
  if (isDefaultOn(stop.kind, stop.role, "email")) await contacts.savePreferences(db, [off]);
  else await contacts.clearPreferences(db, [off]);
}

export function savePushSubscription(db: Database, reader: Reader, body: PushSubscriptionBody) {
  return contacts.saveSubscription(db, {
    ...reader,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
}

export function removePushSubscription(db: Database, reader: Reader, endpoint: string) {
  return contacts.deleteOwnSubscription(db, { userId: reader.userId, endpoint });
}

/** Dead deliveries, or those failing and still being retried, newest first. */
export async function listTroubledDeliveries(
  db: Database,
  which: "dead" | "failing",
): Promise<AdminDelivery[]> {
  const rows = await repo.listTroubled(db, which, 200);
  return rows.map((row) => ({
    id: row.delivery.id,
    notification_id: row.delivery.notificationId,
    kind: row.kind as NotificationKind,
    channel: row.delivery.channel,
    status: row.delivery.status,
    attempts: row.delivery.attempts,
    last_error: row.delivery.lastError,
    user_id: row.userId,
    role: row.role as RecipientRole,
    mobile: row.mobile,
    created_at: row.delivery.createdAt.toISOString(),
    updated_at: row.delivery.updatedAt.toISOString(),
  }));
}

/** An admin sends a dead delivery again. 404 unknown, 409 when it is not dead. */
export async function retryDelivery(db: Database, id: number): Promise<void> {
  if (await repo.revive(db, id)) return;
  if (!(await repo.findDelivery(db, id))) throw new AppError("not_found");
  throw new AppError("delivery_not_dead");
}

/**
 * A person's texts, pushes and e-mails are written in the language they first sign in with
 * (the web's language cookie), until they choose one on their notification settings page.
 * Without it they would come in Persian to someone who uses Kesht in English.
 */
export async function rememberTextLanguage(
  db: Database,
  userId: number,
  cookieLanguage: string | undefined,
): Promise<void> {
  if (!isLanguage(cookieLanguage)) return;
  await contacts.saveLanguageIfUnset(db, userId, cookieLanguage);
}
