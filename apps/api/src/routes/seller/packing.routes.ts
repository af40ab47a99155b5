import {
  envelopeSchema,
  orderItemParamsSchema,
  orderSchema,
  packedWeightBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { packOrderLine } from "../../flows/pack-order-line";
import { ok } from "../../lib/envelope";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

/** The packed weight of a line sold by weight (docs/decisions/033-packed-weight.md). */
const sellerPackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.put(
    "/orders/:id/items/:item_id/packed-weight",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["orders"],
        summary: "Record what was packed of a line sold by weight; less than ordered is refunded",
        description:
          "Only while the order is `preparing` (409 `packing_closed` after), once per line (409 `already_packed`), for a line in a unit of weight (409 `not_sold_by_weight`) and in the line's own unit (422 `packed_unit_mismatch`). Less than ordered: the difference is refunded to the customer's wallet at once, one ledger transaction keyed by the line. More than ordered is recorded and never charged.",
        params: orderItemParamsSchema,
        body: packedWeightBodySchema,
        response: {
          200: envelopeSchema(orderSchema),
          ...failureResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) =>
      ok(
        await packOrderLine(app.db, {
          sellerId: currentUser(request).id,
          orderId: request.params.id,
          itemId: request.params.item_id,
          body: request.body,
        }),
        {
          en: "The packed weight was recorded.",
          fa: "وزن بسته‌بندی‌شده ثبت شد.",
        },
      ),
  );
};

export default sellerPackingRoutes;
