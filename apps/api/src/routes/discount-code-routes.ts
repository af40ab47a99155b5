import {
  discountCodeBodySchema,
  discountCodePageSchema,
  discountCodeParamsSchema,
  discountCodeSchema,
  discountCodesQuerySchema,
  discountCodeUpdateBodySchema,
  envelopeSchema,
} from "@kesht/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../lib/envelope";
import {
  type CodeOwner,
  createCode,
  listCodes,
  updateCode,
} from "../modules/discounts/discounts.service";
import { currentUser, requireRole } from "../plugins/session";
import { failureResponses, privateNoStore } from "./responses";

type CodeManager = "seller" | "admin";

/** A shop manages its own codes; every admin manages the platform's (no owner). */
function ownerOf(role: CodeManager, request: FastifyRequest): CodeOwner {
  const actorId = currentUser(request).id;
  return { sellerId: role === "seller" ? actorId : null, actorId };
}

const whose = (role: CodeManager) => (role === "seller" ? "the shop's own" : "the platform's");

/**
 * Discount codes (docs/decisions/040-discount-codes.md) as a shop (`/seller`) or an admin
 * (`/admin`) manages them: the same three calls under each role's prefix. A shop's code is on
 * its products and paid by the shop; a platform code is paid from platform revenue.
 */
export function discountCodeRoutes(role: CodeManager): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onSend", privateNoStore);

    app.get(
      "/discount-codes",
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["discounts"],
          summary: `${whose(role)} discount codes, newest first, each with its uses`,
          querystring: discountCodesQuerySchema,
          response: {
            200: envelopeSchema(discountCodePageSchema),
            ...failureResponses(401, 403, 422),
          },
        },
      },
      async (request) =>
        ok(await listCodes(app.db, ownerOf(role, request).sellerId, request.query)),
    );

    app.post(
      "/discount-codes",
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["discounts"],
          summary: `A new discount code, ${whose(role)}: 409 discount_code_taken when the code exists`,
          body: discountCodeBodySchema,
          response: {
            201: envelopeSchema(discountCodeSchema),
            ...failureResponses(401, 403, 409, 422),
          },
        },
      },
      async (request, reply) => {
        const code = await createCode(app.db, ownerOf(role, request), request.body);
        reply.status(201);
        return ok(code, { en: "The discount code was created.", fa: "کد تخفیف ساخته شد." });
      },
    );

    app.put(
      "/discount-codes/:id",
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["discounts"],
          summary: `Changes the terms of one of ${whose(role)} codes (active false switches it off)`,
          params: discountCodeParamsSchema,
          body: discountCodeUpdateBodySchema,
          response: {
            200: envelopeSchema(discountCodeSchema),
            ...failureResponses(401, 403, 404, 422),
          },
        },
      },
      async (request) =>
        ok(await updateCode(app.db, ownerOf(role, request), request.params.id, request.body), {
          en: "The discount code was saved.",
          fa: "کد تخفیف ذخیره شد.",
        }),
    );
  };
}
