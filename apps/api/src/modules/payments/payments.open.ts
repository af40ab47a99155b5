import type { Payment } from "@kesht/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { forgetIdempotencyKey } from "../../lib/idempotency";

/**
 * After an idempotent request that started a payment has committed (checkout, a payment
 * request): registers the payment with its gateway, outside that transaction, and answers
 * with the page to pay on. A replay of the request gets the same page. When the gateway
 * refuses, the key is forgotten (as if the request had failed whole), so a retry with the
 * same key starts afresh, and 502 `gateway_failed` goes to the client.
 */
export async function openStartedPayment(
  request: FastifyRequest,
  scope: string,
  payment: Payment,
): Promise<Payment> {
  try {
    return await request.server.payments.open(payment.id);
  } catch (error) {
    if (error instanceof AppError && error.code === "gateway_failed") {
      await forgetIdempotencyKey(request, scope);
    }
    throw error;
  }
}
