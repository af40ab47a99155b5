import type { DriverLoadingRequest, OrderGroup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import {
  notifyLoadAnswered,
  notifyLoadQuestion,
} from "../modules/notifications/notifications.freight";
import { answerOnLoad, askOnLoad } from "../modules/shipping/load-questions.service";
import { workingCarrier } from "../modules/shipping/shipping.carrier";
import { getDriverRequest, lockVisibleRequest } from "../modules/shipping/shipping.driver";
import { getSellerGroup, lockSellerRequest } from "../modules/shipping/shipping.seller";

/**
 * A driver asks about a load they may see, before bidding; the shop hears. The request row is
 * locked so two questions at once count against the limit one after the other.
 */
export async function askLoadQuestion(
  db: Database,
  input: { driverId: number; requestId: number; question: string },
): Promise<DriverLoadingRequest> {
  const carrier = await workingCarrier(db, input.driverId);
  await db.transaction(async (tx) => {
    const { request, group } = await lockVisibleRequest(tx, carrier, input.requestId);
    await askOnLoad(tx, { request, driverId: input.driverId, question: input.question });
    await notifyLoadQuestion(tx, group);
  });
  return getDriverRequest(db, input.driverId, input.requestId);
}

/** The shop answers a question once; the asker and the drivers bidding on the load hear. */
export async function answerLoadQuestion(
  db: Database,
  input: { sellerId: number; requestId: number; questionId: number; answer: string },
): Promise<OrderGroup> {
  const groupId = await db.transaction(async (tx) => {
    const { request, group } = await lockSellerRequest(tx, input.sellerId, input.requestId);
    const told = await answerOnLoad(tx, {
      request,
      questionId: input.questionId,
      answer: input.answer,
    });
    await notifyLoadAnswered(tx, told, request.id);
    return group.id;
  });
  return getSellerGroup(db, input.sellerId, groupId);
}
