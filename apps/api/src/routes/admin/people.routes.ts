import {
  adminPeoplePageSchema,
  adminPeopleQuerySchema,
  adminPersonSchema,
  blockPersonBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  personIdParamsSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { blockPerson, unblockPerson } from "../../flows/block-person";
import { ok } from "../../lib/envelope";
import { getPerson, listPeople } from "../../modules/people/people.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);

/** The admin console's people: find anyone, look at them, block and unblock them. */
const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/people",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "People by name, shop, mobile (any digits) or national code; by role; paged",
        querystring: adminPeopleQuerySchema,
        response: { 200: envelopeSchema(adminPeoplePageSchema), ...guarded },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await listPeople(app.db, request.query));
    },
  );

  app.get(
    "/people/:uid",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "A person: roles and their standing, orders, wallets and turnovers, sessions",
        params: personIdParamsSchema,
        response: {
          200: envelopeSchema(adminPersonSchema),
          ...guarded,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await getPerson(app.db, request.params.uid));
    },
  );

  app.post(
    "/people/:uid/block",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Block a person: signed out everywhere, and refused at sign-in",
        params: personIdParamsSchema,
        body: blockPersonBodySchema,
        response: {
          200: envelopeSchema(adminPersonSchema),
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await blockPerson(app.db, {
        adminId: currentUser(request).id,
        userId: request.params.uid,
        reason: request.body.reason,
      });
      return ok(await getPerson(app.db, request.params.uid), {
        en: "The person was blocked and signed out everywhere.",
        fa: "کاربر مسدود شد و از همهٔ دستگاه‌ها خارج شد.",
      });
    },
  );

  app.post(
    "/people/:uid/unblock",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Lift a person's block",
        params: personIdParamsSchema,
        response: {
          200: envelopeSchema(adminPersonSchema),
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await unblockPerson(app.db, {
        adminId: currentUser(request).id,
        userId: request.params.uid,
      });
      return ok(await getPerson(app.db, request.params.uid), {
        en: "The block was lifted.",
        fa: "مسدودی کاربر برداشته شد.",
      });
    },
  );
};

export default peopleAdminRoutes;
