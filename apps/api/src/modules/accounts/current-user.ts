import type { SessionUser } from "@kesht/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";

/**
 * The signed-in user of a route guarded by `requireRole`. The guard has already answered 401
 * without one; this keeps handlers from reaching for a non-null assertion.
 */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError("unauthenticated");
  return request.user;
}
