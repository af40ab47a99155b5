import {
  addAdminBodySchema,
  adminAccountSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  personIdParamsSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addAdmin, listAdmins, removeAdmin } from "../../flows/manage-admins";
import { ok } from "../../lib/envelope";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const guarded = failureResponses(401, 403, 422);
const adminList = envelopeSchema(z.array(adminAccountSchema));

/** Who the admins are; admins add one by mobile and remove one (never themselves, nor the last). */
const adminsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admins",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Every admin, oldest first",
        response: { 200: adminList, ...guarded },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await listAdmins(app.db));
    },
  );

  app.post(
    "/admins",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Make the owner of a mobile number an admin (they sign in at the admins' door)",
        body: addAdminBodySchema,
        response: { 200: adminList, ...guarded, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await addAdmin(app.db, { adminId: currentUser(request).id, mobile: request.body.mobile });
      return ok(await listAdmins(app.db), { en: "The admin was added.", fa: "مدیر اضافه شد." });
    },
  );

  app.delete(
    "/admins/:uid",
    {
      onRequest: requireRole("admin"),
      schema: {
        tags: ["admin"],
        summary: "Remove an admin; not yourself, and never the last one",
        params: personIdParamsSchema,
        response: {
          200: adminList,
          ...guarded,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await removeAdmin(app.db, { adminId: currentUser(request).id, userId: request.params.uid });
      return ok(await listAdmins(app.db), { en: "The admin was removed.", fa: "مدیر حذف شد." });
    },
  );
};

export default adminsAdminRoutes;
