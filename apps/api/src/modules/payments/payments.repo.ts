import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, isNull, lt, sql } from "drizzle-orm";

const { payments, users } = schema;

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function findPayment(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The payment a gateway's callback names, by its token at that gateway. */
export async function findPaymentByAuthority(
  db: Database,
  gateway: string,
  authority: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.authority, authority), eq(payments.gateway, gateway)));
  return row;
}

/** The payment row, locked until the transaction ends. */
export async function lockPayment(tx: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  return row;
}

/** Every payment made for an order, newest first. */
export function paymentsOfOrder(db: Database, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** An order's pending payments, locked (a newer payment replaces them). */
export function lockPendingPaymentsOfOrder(tx: Database, orderId: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")))
    .for("update");
}

/** The payments pending past their time, oldest first (to ask their gateway a last time). */
export function findDuePayments(db: Database, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), lt(payments.expiresAt, sql`now()`)))
    .orderBy(asc(payments.expiresAt))
    .limit(limit);
}

export async function insertPayment(tx: Database, values: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error("the payment was not stored");
  return row;
}

/**
 * Records the gateway's token of a pending payment that has none yet; undefined when it
 * already has one (or ended meanwhile).
 */
export async function recordAuthority(
  db: Database,
  id: string,
  authority: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ authority })
    .where(and(eq(payments.id, id), eq(payments.status, "pending"), isNull(payments.authority)))
    .returning();
  return row;
}

/** Writes a status only if the row still has `from`; undefined when it did not. */
export async function updatePaymentStatus(
  tx: Database,
  id: string,
  from: PaymentRow["status"],
  changes: Pick<NewPayment, "status" | "referenceId" | "failureReason">,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, completedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning();
  return row;
}

/** The payer's mobile number, which a gateway shows on its page. */
export async function payerMobile(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  return row?.mobile;
}
