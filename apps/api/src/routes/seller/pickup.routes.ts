import {
  envelopeSchema,
  groupIdParamsSchema,
  orderGroupSchema,
  pickupDisputeBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answerShopPickup } from "../../flows/load-pickup";
import { ok } from "../../lib/envelope";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const groupResponse = {
  200: envelopeSchema(orderGroupSchema),
  ...failureResponses(401, 403, 404, 409, 422),
};

/** The shop's answer to a pickup that differs from the load (decision 036). */
const sellerPickupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);
  const seller = { onRequest: requireRole("seller") };

  app.post(
    "/order-groups/:gid/pickup/confirm",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary: "Agree with what the driver recorded at pickup: the load may leave",
        params: groupIdParamsSchema,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await answerShopPickup(app.db, {
          sellerId: currentUser(request).id,
          groupId: request.params.gid,
          decision: "confirmed",
        }),
        {
          en: "You confirmed the pickup. The driver may leave.",
          fa: "بارگیری را تأیید کردید. راننده می‌تواند حرکت کند.",
        },
      ),
  );

  app.post(
    "/order-groups/:gid/pickup/dispute",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary:
          "Disagree with what the driver recorded at pickup, saying why: they record it again",
        params: groupIdParamsSchema,
        body: pickupDisputeBodySchema,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await answerShopPickup(app.db, {
          sellerId: currentUser(request).id,
          groupId: request.params.gid,
          decision: "disputed",
          note: request.body.note,
        }),
        {
          en: "You disputed the pickup. The driver must record it again before leaving.",
          fa: "با بارگیری مخالفت کردید. راننده باید پیش از حرکت آن را دوباره ثبت کند.",
        },
      ),
  );
};

export default sellerPickupRoutes;
