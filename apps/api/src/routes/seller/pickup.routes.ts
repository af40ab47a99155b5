import {
  envelopeSchema,
  groupIdParamsSchema,
  orderGroupSchema,
  pickupDisputeBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cancelDisputedLoad } from "../../flows/cancel-disputed-load";
import { answerShopPickup } from "../../flows/load-pickup";
import { ok } from "../../lib/envelope";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const groupResponse = {
  200: envelopeSchema(orderGroupSchema),
  ...failureResponses(401, 403, 404, 409, 422),
};

/**
 * The shop's answer to a pickup that differs from the load (decision 036), and calling the
 * load off once it disputed one (decision 045).
 */
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

  app.post(
    "/order-groups/:gid/cancel-load",
    {
      ...seller,
      schema: {
        tags: ["shipping"],
        summary:
          "Cancel a load whose pickup the shop disputed: the driver is released, the orders go back to preparing",
        description:
          "Only while the group's orders are `driver_assigned` and its pickup record is `disputed` (409 `load_not_cancellable` otherwise; 404 `order_group_not_found` for another shop's group). The pickup record is kept as evidence.",
        params: groupIdParamsSchema,
        response: groupResponse,
      },
    },
    async (request) =>
      ok(
        await cancelDisputedLoad(app.db, {
          sellerId: currentUser(request).id,
          groupId: request.params.gid,
        }),
        {
          en: "The load was cancelled and the driver released; the orders are back in preparation.",
          fa: "بار لغو شد و راننده آزاد شد؛ سفارش‌ها به آماده‌سازی بازگشتند.",
        },
      ),
  );
};

export default sellerPickupRoutes;
