import type { ReportStatus, ReportSubject } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import { listedProduct } from "../catalog/listed-product";

const {
  conversationMembers,
  conversationMessages,
  conversations,
  orders,
  products,
  reports,
  reviews,
  sellers,
  users,
} = schema;

export type ReportRow = typeof reports.$inferSelect;
export type ReporterRole = "customer" | "seller";

/** Advisory-lock namespace: one reporter's reports are written one at a time. */
const reportLockSpace = 7_291;

/** Serialises a reporter's new reports until the transaction ends (no duplicate open report). */
export async function lockReporter(db: Database, reporterId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${reportLockSpace}, ${reporterId})`);
}

/**
 * Whether the reporter may name this subject: a listed product, an approved shop, an order
 * of their own (a shop sees only paid ones), a message someone else wrote in a conversation
 * they are a member of. Read from the owning modules' tables; never written here.
 */
export async function subjectVisibleTo(
  db: Database,
  subject: { kind: ReportSubject; id: number },
  reporter: { id: number; role: ReporterRole },
): Promise<boolean> {
  const exists = async (query: { limit: (n: number) => Promise<unknown[]> }) =>
    (await query.limit(1)).length > 0;
  switch (subject.kind) {
    case "product":
      return exists(
        db
          .select({ id: products.id })
          .from(products)
          .innerJoin(sellers, eq(sellers.userId, products.sellerId))
          .where(and(eq(products.id, subject.id), listedProduct)),
      );
    case "shop":
      return exists(
        db
          .select({ id: sellers.userId })
          .from(sellers)
          .where(and(eq(sellers.userId, subject.id), eq(sellers.reviewStatus, "approved"))),
      );
    case "order":
      return exists(
        db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.id, subject.id),
              reporter.role === "customer"
                ? eq(orders.customerId, reporter.id)
                : and(eq(orders.sellerId, reporter.id), isNotNull(orders.paidAt)),
            ),
          ),
      );
    case "review":
      // A review everyone can read: visible, and not the reporter's own.
      return exists(
        db
          .select({ id: reviews.id })
          .from(reviews)
          .where(
            and(
              eq(reviews.id, subject.id),
              isNull(reviews.hiddenAt),
              ne(reviews.customerId, reporter.id),
            ),
          ),
      );
    case "chat_message":
      return exists(
        db
          .select({ id: conversationMessages.id })
          .from(conversationMessages)
          .innerJoin(
            conversationMembers,
            eq(conversationMembers.conversationId, conversationMessages.conversationId),
          )
          .where(
            and(
              eq(conversationMessages.id, subject.id),
              ne(conversationMessages.senderId, reporter.id),
              eq(conversationMembers.userId, reporter.id),
              eq(conversationMembers.role, reporter.role),
            ),
          ),
      );
  }
}

export async function hasOpenReport(
  db: Database,
  reporterId: number,
  subject: { kind: ReportSubject; id: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.subjectKind, subject.kind),
        eq(reports.subjectId, subject.id),
        eq(reports.status, "open"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertReport(db: Database, values: typeof reports.$inferInsert) {
  const [row] = await db.insert(reports).values(values).returning();
  if (!row) throw new Error("report insert returned nothing");
  return row;
}

/** A report locked until the transaction ends, so two admins never settle it at once. */
export async function lockReport(db: Database, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for("update");
  return row;
}

export async function updateReport(
  db: Database,
  id: number,
  values: Partial<Pick<ReportRow, "status" | "answer" | "answeredBy" | "answeredAt">>,
): Promise<ReportRow> {
  const [row] = await db
    .update(reports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reports.id, id))
    .returning();
  if (!row) throw new Error(`report ${id} vanished inside its transaction`);
  return row;
}

/** A page of reports, newest first, read one past the page (`limit` = per page + 1). */
export function listReports(
  db: Database,
  filter: {
    reportId?: number;
    reporterId?: number;
    status?: ReportStatus;
    subjectKind?: ReportSubject;
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.reportId !== undefined) conditions.push(eq(reports.id, filter.reportId));
  if (filter.reporterId !== undefined) conditions.push(eq(reports.reporterId, filter.reporterId));
  if (filter.status) conditions.push(eq(reports.status, filter.status));
  if (filter.subjectKind) conditions.push(eq(reports.subjectKind, filter.subjectKind));
  return db
    .select({ report: reports, reporterName: users.name })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(and(...conditions))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export interface SubjectFacts {
  title: string | null;
  titleEn: string | null;
  orderId: number | null;
  /** For a review: whether an admin hid it. */
  hidden?: boolean;
}

/**
 * What each subject reads as now, by kind and id (`${kind}:${id}` keys): names, an order's
 * id, a message's text and the order its conversation is about.
 */
export async function describeSubjects(
  db: Database,
  subjects: readonly { kind: ReportSubject; id: number }[],
): Promise<Map<string, SubjectFacts>> {
  const ids = (kind: ReportSubject) =>
    [...new Set(subjects.filter((s) => s.kind === kind).map((s) => s.id))].filter(
      (id) => id <= 2_147_483_647,
    );
  const facts = new Map<string, SubjectFacts>();
  const productIds = ids("product");
  if (productIds.length > 0) {
    const rows = await db
      .select({ id: products.id, name: products.name, latinName: products.latinName })
      .from(products)
      .where(inArray(products.id, productIds));
    for (const row of rows) {
      facts.set(`product:${row.id}`, {
        title: row.name,
        titleEn: row.latinName ?? row.name,
        orderId: null,
      });
    }
  }
  const shopIds = ids("shop");
  if (shopIds.length > 0) {
    const rows = await db
      .select({ id: sellers.userId, name: sellers.storeName, nameEn: sellers.storeNameEn })
      .from(sellers)
      .where(inArray(sellers.userId, shopIds));
    for (const row of rows) {
      facts.set(`shop:${row.id}`, {
        title: row.name,
        titleEn: row.nameEn || row.name,
        orderId: null,
      });
    }
  }
  const orderIds = ids("order");
  if (orderIds.length > 0) {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, orderIds));
    for (const row of rows) {
      facts.set(`order:${row.id}`, { title: null, titleEn: null, orderId: row.id });
    }
  }
  const reviewIds = ids("review");
  if (reviewIds.length > 0) {
    const rows = await db
      .select({
        id: reviews.id,
        stars: reviews.stars,
        body: reviews.body,
        hiddenAt: reviews.hiddenAt,
      })
      .from(reviews)
      .where(inArray(reviews.id, reviewIds));
    for (const row of rows) {
      const text = `${"★".repeat(row.stars)}${row.body ? ` ${row.body}` : ""}`;
      facts.set(`review:${row.id}`, {
        title: text,
        titleEn: text,
        orderId: null,
        hidden: row.hiddenAt !== null,
      });
    }
  }
  const messageIds = [
    ...new Set(subjects.filter((s) => s.kind === "chat_message").map((s) => s.id)),
  ];
  if (messageIds.length > 0) {
    const rows = await db
      .select({
        id: conversationMessages.id,
        body: conversationMessages.body,
        orderId: conversations.orderId,
      })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(inArray(conversationMessages.id, messageIds));
    for (const row of rows) {
      facts.set(`chat_message:${row.id}`, {
        title: row.body,
        titleEn: row.body,
        orderId: row.orderId,
      });
    }
  }
  return facts;
}

/**
 * The person behind what a report names, the one an admin may stop from sending: a chat
 * message's sender, a product's or a shop's seller, an order's other side.
 */
export async function subjectOwner(db: Database, report: ReportRow): Promise<number | undefined> {
  switch (report.subjectKind as ReportSubject) {
    case "chat_message": {
      const [row] = await db
        .select({ id: conversationMessages.senderId })
        .from(conversationMessages)
        .where(eq(conversationMessages.id, report.subjectId));
      return row?.id;
    }
    case "product": {
      const [row] = await db
        .select({ id: products.sellerId })
        .from(products)
        .where(eq(products.id, report.subjectId));
      return row?.id;
    }
    case "shop":
      return report.subjectId;
    case "review": {
      const [row] = await db
        .select({ id: reviews.customerId })
        .from(reviews)
        .where(eq(reviews.id, report.subjectId));
      return row?.id;
    }
    case "order": {
      const [row] = await db
        .select({ customerId: orders.customerId, sellerId: orders.sellerId })
        .from(orders)
        .where(eq(orders.id, report.subjectId));
      if (!row) return undefined;
      return report.reporterRole === "customer" ? row.sellerId : row.customerId;
    }
  }
}

export async function findReport(db: Database, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}
