import { Readable } from "node:stream";
import {
  bulkEditBodySchema,
  bulkEditResultSchema,
  envelopeSchema,
  productImportBodySchema,
  productImportLimits,
  productImportParamsSchema,
  productImportSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { bulkEditOwnProducts } from "../../modules/catalog/bulk-edit.service";
import {
  applyProductImport,
  getProductImport,
  startProductImport,
} from "../../modules/catalog/import/product-imports.service";
import { ownProductsCsv } from "../../modules/catalog/import/products-csv.export";
import { currentUser, requireRole } from "../../plugins/session";
import { failureResponses, privateNoStore } from "../responses";

/**
 * A shop's products in bulk (docs/catalog-api.md, "Products in bulk"): the CSV export, the
 * import (upload and dry run, then apply, each worked by a job the page polls) and the bulk
 * price and stock edit of the products list.
 */
const productImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", privateNoStore);

  app.get(
    "/products/export.csv",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["seller products"],
        summary:
          "The shop's products as CSV (UTF-8 with a BOM, RFC 4180, the columns of the import), streamed",
        // CSV, not JSON: Fastify sends the stream as it is (see admin/cash-requests.routes.ts).
        response: {
          200: z.unknown().describe("text/csv; charset=utf-8, with a BOM"),
          ...failureResponses(401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const lines = await ownProductsCsv(app.db, currentUser(request));
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="kesht-products-${day}.csv"`);
      return reply.send(Readable.from(lines));
    },
  );

  app.post(
    "/product-imports",
    {
      onRequest: requireRole("seller"),
      // The file travels as JSON text: room for the largest file we read, escaped.
      bodyLimit: productImportLimits.maxBytes * 2 + 64 * 1024,
      schema: {
        tags: ["seller products"],
        summary:
          "Upload a product CSV: the file is read at once (413 too large, 422 unreadable) and its rows are checked by a job (the dry run); poll the import",
        body: productImportBodySchema,
        response: {
          202: envelopeSchema(productImportSchema),
          ...failureResponses(401, 403, 409, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const started = await startProductImport(app.db, currentUser(request), request.body);
      reply.status(202);
      return ok(started, {
        en: "The file was received; its rows are being checked.",
        fa: "فایل دریافت شد؛ ردیف‌های آن در حال بررسی است.",
      });
    },
  );

  app.get(
    "/product-imports/:id",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["seller products"],
        summary: "An import: its status, progress and report (new, updated with changes, errors)",
        params: productImportParamsSchema,
        response: { 200: envelopeSchema(productImportSchema), ...failureResponses(401, 403, 404) },
      },
    },
    async (request) => ok(await getProductImport(app.db, currentUser(request), request.params.id)),
  );

  app.post(
    "/product-imports/:id/apply",
    {
      onRequest: requireRole("seller"),
      schema: {
        tags: ["seller products"],
        summary:
          "Apply a checked import without errors: every row is written in one transaction by a job, or none (409 when it has errors or is not checked)",
        params: productImportParamsSchema,
        response: {
          202: envelopeSchema(productImportSchema),
          ...failureResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const applying = await applyProductImport(app.db, currentUser(request), request.params.id);
      reply.status(202);
      return ok(applying, {
        en: "The products are being saved.",
        fa: "محصولات در حال ذخیره شدن است.",
      });
    },
  );

  app.post(
    "/products/bulk-edit",
    {
      onRequest: requireRole("seller"),
      config: { revalidates: ["catalogue"] },
      schema: {
        tags: ["seller products"],
        summary:
          "Set the price, discount or stock of several of the shop's products (or change price or stock by a percent), all or none",
        body: bulkEditBodySchema,
        response: {
          200: envelopeSchema(bulkEditResultSchema),
          ...failureResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) =>
      ok(await bulkEditOwnProducts(app.db, currentUser(request), request.body), {
        en: "The products were updated.",
        fa: "محصولات به‌روز شد.",
      }),
  );
};

export default productImportsRoutes;
