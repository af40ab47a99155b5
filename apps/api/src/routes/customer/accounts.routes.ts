import {
  customerProfileSchema,
  customerRegisterBodySchema,
  customerUpdateBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  guildDegreeSchema,
  sessionUserSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import {
  getCustomerProfile,
  listGuildDegrees,
  registerCustomer,
  updateCustomerProfile,
} from "../../modules/accounts/accounts.service";
import {
  adoptSessionUser,
  currentSessionId,
  currentUser,
  requireRole,
  requireSignedIn,
} from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403);

const saved = { en: "Saved.", fa: "ذخیره شد." };

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/register",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["accounts"],
        summary:
          "Register the signed-in person as a customer (also a shop's owner); the session then acts as the customer",
        body: customerRegisterBodySchema,
        response: {
          200: envelopeSchema(z.object({ user: sessionUserSchema })),
          ...guarded,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await registerCustomer(
        app.db,
        { sessionId: currentSessionId(request), user: currentUser(request) },
        request.body,
      );
      adoptSessionUser(request, reply, user);
      return ok({ user }, { en: "Welcome to Kesht!", fa: "به کشت خوش آمدید!" });
    },
  );

  app.get(
    "/profile",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["accounts"],
        summary: "The signed-in customer's profile",
        response: { 200: envelopeSchema(customerProfileSchema), ...guarded },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return ok(await getCustomerProfile(app.db, currentUser(request).id));
    },
  );

  app.post(
    "/update",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["accounts"],
        summary: "Change the signed-in customer's name, email and guild degree",
        body: customerUpdateBodySchema,
        response: {
          200: envelopeSchema(customerProfileSchema),
          ...guarded,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(await updateCustomerProfile(app.db, currentUser(request).id, request.body), saved),
  );

  app.get(
    "/Guild-Degree",
    {
      schema: {
        tags: ["accounts"],
        summary: "Guild degrees a customer may hold",
        response: { 200: envelopeSchema(z.array(guildDegreeSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return ok(await listGuildDegrees(app.db));
    },
  );
};

export default accountsRoutes;
