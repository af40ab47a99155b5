import { addressBodySchema, addressSchema, envelopeSchema, queryId } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  makeDefaultAddress,
  updateAddress,
} from "../../modules/addresses/addresses.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

const idParams = z.object({ id: queryId() });

const failures = failureResponses(401, 403, 404, 422);

const saved = { en: "The address was saved.", fa: "نشانی ذخیره شد." };

/** A customer's saved delivery addresses (SPEC §5: address, city and province required). */
const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/addresses",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["addresses"],
        summary: "The caller's addresses, the default first",
        response: { 200: envelopeSchema(z.array(addressSchema)), ...failures },
      },
    },
    async (request) => ok(await listAddresses(app.db, currentUser(request).id)),
  );

  app.post(
    "/addresses",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["addresses"],
        summary: "Save an address (the first one becomes the default)",
        body: addressBodySchema,
        response: { 201: envelopeSchema(addressSchema), ...failures },
      },
    },
    async (request, reply) => {
      const address = await createAddress(app.db, currentUser(request).id, request.body);
      reply.status(201);
      return ok(address, saved);
    },
  );

  app.get(
    "/addresses/:id",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["addresses"],
        summary: "One of the caller's addresses",
        params: idParams,
        response: { 200: envelopeSchema(addressSchema), ...failures },
      },
    },
    async (request) => ok(await getAddress(app.db, currentUser(request).id, request.params.id)),
  );

  app.put(
    "/addresses/:id",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["addresses"],
        summary: "Edit an address",
        params: idParams,
        body: addressBodySchema,
        response: { 200: envelopeSchema(addressSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await updateAddress(app.db, currentUser(request).id, request.params.id, request.body),
        saved,
      ),
  );

  app.put(
    "/addresses/:id/default",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["addresses"],
        summary: "Make an address the default",
        params: idParams,
        response: { 200: envelopeSchema(addressSchema), ...failures },
      },
    },
    async (request) =>
      ok(await makeDefaultAddress(app.db, currentUser(request).id, request.params.id), {
        en: "This is now your default address.",
        fa: "این نشانی اکنون نشانی پیش‌فرض شماست.",
      }),
  );

  app.delete(
    "/addresses/:id",
    {
      onRequest: requireRole("customer"),
      schema: {
        tags: ["addresses"],
        summary: "Delete an address (the newest other one becomes the default if needed)",
        params: idParams,
        response: { 200: envelopeSchema(z.object({ id: z.number().int() })), ...failures },
      },
    },
    async (request) =>
      ok(await deleteAddress(app.db, currentUser(request).id, request.params.id), {
        en: "The address was deleted.",
        fa: "نشانی حذف شد.",
      }),
  );
};

export default addressesRoutes;
