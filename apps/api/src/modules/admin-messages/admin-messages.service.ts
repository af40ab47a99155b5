import {
  type Broadcast,
  type BroadcastAudience,
  type ChatRoom,
  fieldErrorsOf,
  type SupportStatus,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { pageWindow, splitPage } from "../catalog/paging";
import { roomOf, type Viewer } from "../conversations/conversations.service";
import * as repo from "./admin-messages.repo";

/*
 * Admin messages (issue 12 item 3): a broadcast is recorded here (`admin_broadcasts`, this
 * module's table) and copied into each target shop's admin thread by
 * flows/send-admin-message.ts through the conversations module.
 */

interface Page<T> {
  items: T[];
  page: number;
  per_page: number;
  has_more: boolean;
}

export function recordBroadcast(
  db: Database,
  input: {
    authorId: number;
    audience: BroadcastAudience;
    sellerId: number | null;
    provinceId: number | null;
    body: string;
  },
) {
  return repo.insertBroadcast(db, input);
}

/** A recorded broadcast's author and text, or undefined when there is none of that id. */
export async function broadcastToDeliver(db: Database, id: number) {
  const row = await repo.findBroadcast(db, id);
  return row && { authorId: row.authorId, body: row.body };
}

export async function setRecipientCount(db: Database, id: number, count: number) {
  return toBroadcast(await repo.setRecipientCount(db, id, count));
}

export async function listBroadcasts(
  db: Database,
  query: { page: number; per_page: number },
): Promise<Page<Broadcast>> {
  const rows = await repo.listBroadcasts(db, pageWindow(query.page, query.per_page));
  const page = splitPage(rows, query.per_page);
  return {
    items: page.rows.map(toBroadcast),
    page: query.page,
    per_page: query.per_page,
    has_more: page.hasMore,
  };
}

/**
 * A page of threads as the admins see them (each with its unseen-by-staff count): the shops'
 * admin threads, or support threads by status. The rows are read here; each room's view is
 * the conversations module's.
 */
export async function staffThreadPage(
  db: Database,
  staff: Viewer,
  filter: { kind: "admin" | "support"; status?: SupportStatus | undefined; unseenOnly?: boolean },
  query: { page: number; per_page: number },
): Promise<Page<ChatRoom>> {
  const rows = await repo.staffConversationIds(db, {
    ...filter,
    ...pageWindow(query.page, query.per_page),
  });
  const page = splitPage(rows, query.per_page);
  const items: ChatRoom[] = [];
  for (const row of page.rows) items.push(await roomOf(db, row.id, staff));
  return { items, page: query.page, per_page: query.per_page, has_more: page.hasMore };
}

function toBroadcast(row: repo.BroadcastRow): Broadcast {
  return {
    id: row.id,
    audience: row.audience as BroadcastAudience,
    seller_id: row.sellerId,
    province_id: row.provinceId,
    body: row.body,
    recipient_count: row.recipientCount,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The shops a new admin message goes to, checked before anything is written: an unknown shop
 * is 404, an unknown province a field error.
 */
export async function resolveAudience(
  db: Database,
  target: { audience: BroadcastAudience; sellerId: number | null; provinceId: number | null },
): Promise<number[]> {
  if (target.audience === "province" && !(await repo.provinceExists(db, target.provinceId ?? 0))) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ province_id: "invalid_choice" }),
    });
  }
  const shopIds = await repo.targetShopIds(db, target);
  if (target.audience === "shop" && shopIds.length === 0) throw new AppError("shop_not_found");
  return shopIds;
}
