import {
  envelopeSchema,
  productActiveBodySchema,
  productBodySchema,
  productDetailSchema,
  productIdParamsSchema,
  productPageSchema,
  sellerProductsQuerySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import {
  createOwnProduct,
  deleteOwnProduct,
  getOwnProduct,
  listOwnProducts,
  setOwnProductActive,
  updateOwnProduct,
} from "../../modules/catalog/seller-products.service";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses } from "../responses";

const failures = failureResponses(401, 403, 404, 409, 422);

/** A seller's own pages show what was just saved: never from a cache. */
const noStore = "private, no-store";

const sellerProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", noStore);
  });

  app.get(
    "/products",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["seller products"],
        summary: "The seller's own products, newest first",
        querystring: sellerProductsQuerySchema,
        response: { 200: envelopeSchema(productPageSchema), ...failures },
      },
    },
    async (request) => ok(await listOwnProducts(app.db, currentUser(request), request.query)),
  );

  app.get(
    "/products/:id",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["seller products"],
        summary: "One of the seller's products, active or not",
        params: productIdParamsSchema,
        response: { 200: envelopeSchema(productDetailSchema), ...failures },
      },
    },
    async (request) => ok(await getOwnProduct(app.db, currentUser(request), request.params.id)),
  );

  app.post(
    "/products",
    {
      onRequest: requireRole("seller"),
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["seller products"],
        summary: "Add a product (images uploaded first with POST /files, purpose product_image)",
        body: productBodySchema,
        response: { 201: envelopeSchema(productDetailSchema), ...failures },
      },
    },
    async (request, reply) => {
      const product = await createOwnProduct(app.db, currentUser(request), request.body);
      reply.status(201);
      return ok(product, { en: "The product was added.", fa: "محصول افزوده شد." });
    },
  );

  app.put(
    "/products/:id",
    {
      onRequest: requireRole("seller"),
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["seller products"],
        summary: "Replace a product's details, images and properties",
        params: productIdParamsSchema,
        body: productBodySchema,
        response: { 200: envelopeSchema(productDetailSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await updateOwnProduct(
          app.db,
          app.storage,
          currentUser(request),
          request.params.id,
          request.body,
        ),
        { en: "Saved.", fa: "ذخیره شد." },
      ),
  );

  app.put(
    "/products/:id/active",
    {
      onRequest: requireRole("seller"),
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["seller products"],
        summary: "Activate or deactivate a product",
        params: productIdParamsSchema,
        body: productActiveBodySchema,
        response: { 200: envelopeSchema(productDetailSchema), ...failures },
      },
    },
    async (request) => {
      const product = await setOwnProductActive(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.active,
      );
      return ok(
        product,
        product.is_active
          ? { en: "The product is active.", fa: "محصول فعال شد." }
          : { en: "The product is inactive.", fa: "محصول غیرفعال شد." },
      );
    },
  );

  app.delete(
    "/products/:id",
    {
      onRequest: requireRole("seller"),
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["seller products"],
        summary: "Delete a product; it leaves every list",
        params: productIdParamsSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number().int() })), ...failures },
      },
    },
    async (request) =>
      ok(await deleteOwnProduct(app.db, currentUser(request), request.params.id), {
        en: "The product was deleted.",
        fa: "محصول حذف شد.",
      }),
  );
};

export default sellerProductsRoutes;
