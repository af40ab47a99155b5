import {
  envelopeSchema,
  priceHistorySchema,
  productIdParamsSchema,
  productRemindersSchema,
  reminderParamsSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { priceHistory } from "../../modules/catalog/watch/price-history.service";
import {
  cancelReminder,
  remindersOn,
  setReminder,
} from "../../modules/catalog/watch/reminders.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const reading = failureResponses(401, 403, 422);
const writing = failureResponses(401, 403, 404, 409, 422);
const set = {
  en: "We will tell you once, then the reminder ends.",
  fa: "یک بار به شما خبر می‌دهیم و یادآور پایان می‌یابد.",
};
const cancelled = { en: "The reminder was cancelled.", fa: "یادآور لغو شد." };

/**
 * A product's reminders ("tell me when it's back", "tell me if it gets cheaper") and its
 * price history (issue 30 item 2, decision 039).
 */
const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: requireRole("customer") };
  const own = { "cache-control": "private, no-store" };

  app.get(
    "/products/:id/price-history",
    {
      schema: {
        tags: ["storefront"],
        summary: "A listed product's price after each change, oldest first (the latest 60)",
        params: productIdParamsSchema,
        response: { 200: envelopeSchema(priceHistorySchema), ...failureResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const history = await priceHistory(app.db, request.params.id);
      // The same for everyone; a change shows within half a minute, as the product page.
      reply.header("cache-control", "public, max-age=30");
      return ok(history);
    },
  );

  app.get(
    "/products/:id/reminders",
    {
      ...guard,
      schema: {
        tags: ["reminders"],
        summary: "Which reminders the customer has open on a product",
        params: productIdParamsSchema,
        response: { 200: envelopeSchema(productRemindersSchema), ...reading },
      },
    },
    async (request, reply) => {
      reply.headers(own);
      return ok(await remindersOn(app.db, currentUser(request).id, request.params.id));
    },
  );

  app.put(
    "/products/:id/reminders/:kind",
    {
      ...guard,
      schema: {
        tags: ["reminders"],
        summary:
          "Sets a reminder: back_in_stock (out-of-stock products only, else 409) or price_drop",
        params: reminderParamsSchema,
        response: { 200: envelopeSchema(productRemindersSchema), ...writing },
      },
    },
    async (request, reply) => {
      reply.headers(own);
      const { id, kind } = request.params;
      return ok(await setReminder(app.db, currentUser(request).id, id, kind), set);
    },
  );

  app.delete(
    "/products/:id/reminders/:kind",
    {
      ...guard,
      schema: {
        tags: ["reminders"],
        summary: "Cancels an open reminder (if there is one)",
        params: reminderParamsSchema,
        response: { 200: envelopeSchema(productRemindersSchema), ...writing },
      },
    },
    async (request, reply) => {
      reply.headers(own);
      const { id, kind } = request.params;
      return ok(await cancelReminder(app.db, currentUser(request).id, id, kind), cancelled);
    },
  );
};

export default remindersRoutes;
