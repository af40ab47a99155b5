import { freightRules, type LoadQuestion } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import * as repo from "./load-questions.repo";
import type { LoadingRequestRow } from "./shipping.repo";

/*
 * Questions drivers ask on a load before bidding (decision 036): at most a few unanswered per
 * driver and load, each answered once by the shop, and read by every driver who sees the load
 * without the asker's name.
 */

/** A load's questions as `readerDriverId` sees them (null for the shop: none is theirs). */
export async function questionsOf(
  db: Database,
  requestId: number,
  readerDriverId: number | null,
): Promise<LoadQuestion[]> {
  const rows = await repo.questionsOfRequest(db, requestId);
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    asked_at: row.askedAt.toISOString(),
    answered_at: row.answeredAt ? row.answeredAt.toISOString() : null,
    mine: readerDriverId !== null && row.driverId === readerDriverId,
  }));
}

/**
 * Records a driver's question on a request they may see, locked by the caller (so two
 * questions at once count one after the other): 409 when the request is no longer open, 429
 * `too_many_open_questions` past the unanswered limit.
 */
export async function askOnLoad(
  tx: Database,
  input: { request: LoadingRequestRow; driverId: number; question: string },
): Promise<repo.LoadQuestionRow> {
  if (input.request.status !== "open") throw new AppError("loading_request_not_open");
  const open = await repo.openQuestionCount(tx, input.request.id, input.driverId);
  if (open >= freightRules.maxOpenQuestionsPerDriver) {
    throw new AppError("too_many_open_questions");
  }
  return repo.insertQuestion(tx, {
    loadingRequestId: input.request.id,
    driverId: input.driverId,
    question: input.question,
  });
}

/**
 * The shop answers a question on its request, once: 404 `question_not_found` for a question
 * of another request, 409 `question_already_answered` for one answered already. Answers who
 * should hear: the asker and every driver with a pending proposal on the load.
 */
export async function answerOnLoad(
  tx: Database,
  input: { request: LoadingRequestRow; questionId: number; answer: string },
): Promise<number[]> {
  const question = await repo.lockQuestion(tx, input.questionId);
  if (!question || question.loadingRequestId !== input.request.id) {
    throw new AppError("question_not_found");
  }
  if (question.answer !== null) throw new AppError("question_already_answered");
  const answered = await repo.answerQuestion(tx, question.id, input.answer);
  if (!answered) throw new AppError("question_already_answered");
  const bidders = await repo.pendingBidderIds(tx, input.request.id);
  return [...new Set([question.driverId, ...bidders])];
}
