import { freightRules } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";

const { driverProposals, loadQuestions } = schema;

export type LoadQuestionRow = typeof loadQuestions.$inferSelect;

export async function insertQuestion(
  tx: Database,
  values: { loadingRequestId: number; driverId: number; question: string },
): Promise<LoadQuestionRow> {
  const [row] = await tx.insert(loadQuestions).values(values).returning();
  if (!row) throw new Error("load question insert returned nothing");
  return row;
}

/** How many of a driver's questions on a load wait for an answer. */
export async function openQuestionCount(
  db: Database,
  requestId: number,
  driverId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(loadQuestions)
    .where(
      and(
        eq(loadQuestions.loadingRequestId, requestId),
        eq(loadQuestions.driverId, driverId),
        isNull(loadQuestions.answer),
      ),
    );
  return row?.count ?? 0;
}

/** The newest questions on a load (at most the number shown), newest first. */
export function questionsOfRequest(db: Database, requestId: number): Promise<LoadQuestionRow[]> {
  return db
    .select()
    .from(loadQuestions)
    .where(eq(loadQuestions.loadingRequestId, requestId))
    .orderBy(desc(loadQuestions.id))
    .limit(freightRules.maxQuestionsShown);
}

export async function lockQuestion(tx: Database, id: number): Promise<LoadQuestionRow | undefined> {
  const [row] = await tx.select().from(loadQuestions).where(eq(loadQuestions.id, id)).for("update");
  return row;
}

/** Writes the answer once: only while the question has none (undefined otherwise). */
export async function answerQuestion(
  tx: Database,
  id: number,
  answer: string,
): Promise<LoadQuestionRow | undefined> {
  const [row] = await tx
    .update(loadQuestions)
    .set({ answer, answeredAt: sql`now()` })
    .where(and(eq(loadQuestions.id, id), isNull(loadQuestions.answer)))
    .returning();
  return row;
}

/** The drivers with a pending proposal on a load: they hear of every answer. */
export async function pendingBidderIds(db: Database, requestId: number): Promise<number[]> {
  const rows = await db
    .select({ driverId: driverProposals.driverId })
    .from(driverProposals)
    .where(
      and(eq(driverProposals.loadingRequestId, requestId), eq(driverProposals.status, "pending")),
    );
  return rows.map((row) => row.driverId);
}
