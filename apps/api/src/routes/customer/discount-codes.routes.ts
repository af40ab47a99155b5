import { discountCheckBodySchema, discountCheckSchema, envelopeSchema } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkDiscountCode } from "../../flows/check-discount-code";
import { ok } from "../../lib/envelope";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

/**
 * A customer tries a discount code on a cart group before paying (decision 040): what it
 * would take off now, or why not in both languages. Nothing is held: checkout applies the
 * code again under its lock.
 */
const discountCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.post(
    "/discount-codes/check",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["discounts"],
        summary:
          "What a discount code would take off a cart group now; 422/409 with the reason (unknown, off, not started, expired, other shop, below the minimum, used up, your limit reached)",
        body: discountCheckBodySchema,
        response: {
          200: envelopeSchema(discountCheckSchema),
          ...failureResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) =>
      ok(
        await checkDiscountCode(app.db, {
          customerId: currentUser(request).id,
          cartId: request.body.cart_id,
          code: request.body.code,
          now: app.clock(),
        }),
        { en: "The discount code can be used.", fa: "این کد تخفیف قابل استفاده است." },
      ),
  );
};

export default discountCodesRoutes;
