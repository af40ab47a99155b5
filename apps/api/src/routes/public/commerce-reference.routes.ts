import {
  cancelMessageSchema,
  cancelMessagesQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  sendMethodSchema,
  shippingOptionSchema,
  shippingsQuerySchema,
  timeBlockSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import {
  getCancelMessages,
  getShippingOptions,
  getTimeBlocks,
} from "../../modules/commerce-reference/commerce-reference.service";
import { sendMethodTitles } from "../../modules/commerce-reference/send-methods";
import { noReferences } from "../../plugins/read-cache";
import { currentUser, requireRole } from "../../plugins/session";

/**
 * Reference data changes only when an admin edits it; browsers may keep it five minutes. The
 * API answers it from the read cache (docs/read-cache.md), without looking up the session.
 */
const cached = { cacheControl: "public, max-age=300" };
const sessionless = { sessionless: true };

/** Checkout's reference data: send methods, delivery windows, cancel reasons, shipping costs. */
const commerceReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/send-methods",
    {
      schema: {
        tags: ["reference"],
        summary: "How an order can be delivered: by a driver, by the shop, or picked up",
        response: { 200: envelopeSchema(z.array(sendMethodSchema)) },
      },
      config: sessionless,
    },
    async (request, reply) =>
      app.readCache.reply(request, reply, async () => [...sendMethodTitles], noReferences, cached),
  );

  app.get(
    "/time-blocks",
    {
      schema: {
        tags: ["reference"],
        summary: "Delivery windows to choose at checkout",
        response: { 200: envelopeSchema(z.array(timeBlockSchema)) },
      },
      config: sessionless,
    },
    async (request, reply) =>
      app.readCache.reply(request, reply, () => getTimeBlocks(app.db), noReferences, cached),
  );

  app.get(
    "/cancel-messages",
    {
      schema: {
        tags: ["reference"],
        summary: "Reasons offered when a customer or a shop cancels an order",
        querystring: cancelMessagesQuerySchema,
        response: {
          200: envelopeSchema(z.array(cancelMessageSchema)),
          422: errorEnvelopeSchema,
        },
      },
      config: sessionless,
    },
    async (request, reply) =>
      app.readCache.reply(
        request,
        reply,
        () => getCancelMessages(app.db, request.query.type),
        noReferences,
        cached,
      ),
  );

  app.get(
    "/shippings",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["reference"],
        summary: "What each send method costs for one cart group to one address",
        querystring: shippingsQuerySchema,
        response: {
          200: envelopeSchema(z.array(shippingOptionSchema)),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return ok(
        await getShippingOptions(app.db, currentUser(request).id, {
          cartId: request.query.cart_id,
          addressId: request.query.address_id,
          now: app.clock(),
        }),
      );
    },
  );
};

export default commerceReferenceRoutes;
