import type { MemberRole, SupportStatus } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { memberViewer, type Viewer } from "./conversations.access";
import * as repo from "./conversations.repo";

/*
 * How conversations come to be and who is in them: an order's chat is made when its customer,
 * seller or driver first opens it; the admin and support threads are opened by the modules
 * that handle them. Blocking a sender lives here too.
 */

/** How an order's chat is reached, by the role reaching it. */
export type OrderChatAccess =
  | { role: "customer" | "seller"; userId: number; orderId: number }
  | { role: "driver"; userId: number; groupId: number; orderId: number };

/** Statuses whose order has no chat yet: nothing is paid, so there is no seller to talk to. */
const unpaidStatuses = new Set(["pending_payment"]);

/**
 * The chat room of an order for one of its people, made on first use: the customer and the
 * seller are its members from the start, the group's driver joins when they first open it.
 */
export async function openOrderChat(
  db: Database,
  access: OrderChatAccess,
): Promise<{ conversation: repo.ConversationRow; viewer: Viewer }> {
  const order = await repo.findOrder(db, access.orderId);
  if (!order) throw new AppError("conversation_not_found");
  let allowed: boolean;
  if (access.role === "driver") {
    allowed =
      order.orderGroupId === access.groupId &&
      (await repo.driverOfGroup(db, access.groupId)) === access.userId;
  } else {
    allowed = (access.role === "customer" ? order.customerId : order.sellerId) === access.userId;
  }
  if (!allowed) throw new AppError("conversation_not_found");
  if (unpaidStatuses.has(order.status)) throw new AppError("conversation_order_unpaid");

  const conversation = await repo.findOrCreateKeyed(db, { kind: "order", orderId: order.id });
  await repo.insertMemberIfMissing(db, {
    conversationId: conversation.id,
    userId: order.customerId,
    role: "customer",
  });
  await repo.insertMemberIfMissing(db, {
    conversationId: conversation.id,
    userId: order.sellerId,
    role: "seller",
  });
  if (access.role === "driver") {
    await repo.upsertMember(db, {
      conversationId: conversation.id,
      userId: access.userId,
      role: "driver",
    });
  }
  return { conversation, viewer: memberViewer(access.userId, access.role) };
}

/** A shop's thread with the admins, made on first use, with the shop as its member. */
export async function openAdminThread(db: Database, sellerId: number) {
  const conversation = await repo.findOrCreateKeyed(db, { kind: "admin", sellerId });
  await repo.insertMemberIfMissing(db, {
    conversationId: conversation.id,
    userId: sellerId,
    role: "seller",
  });
  return conversation;
}

/** A new support thread (status `open`) asked by a customer or a shop. */
export async function openSupportThread(
  db: Database,
  input: { userId: number; role: "customer" | "seller"; subject: string },
) {
  const conversation = await repo.insertSupport(db, { subject: input.subject, status: "open" });
  await repo.insertMemberIfMissing(db, {
    conversationId: conversation.id,
    userId: input.userId,
    role: input.role,
  });
  return conversation;
}

export async function addMember(
  db: Database,
  input: { conversationId: number; userId: number; role: MemberRole },
) {
  await repo.upsertMember(db, input);
}

export async function findConversation(
  db: Database,
  conversationId: number,
  options: { lock?: boolean } = {},
) {
  return repo.findConversation(db, conversationId, options.lock ?? false);
}

/** A support thread's status; 404 for any other conversation. */
export async function setSupportStatus(
  db: Database,
  conversationId: number,
  status: SupportStatus,
) {
  const row = await repo.setStatus(db, conversationId, status);
  if (!row) throw new AppError("conversation_not_found");
  return row;
}

/** Stops a person from sending messages (reading stays open); again, it updates the reason. */
export async function blockSender(
  db: Database,
  input: { userId: number; blockedBy: number; reason: string },
) {
  await repo.insertBlock(db, input);
}

export async function unblockSender(db: Database, userId: number): Promise<boolean> {
  return repo.deleteBlock(db, userId);
}

export async function isSenderBlocked(db: Database, userId: number): Promise<boolean> {
  return repo.isBlocked(db, userId);
}
