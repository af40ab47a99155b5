import {
  envelopeSchema,
  invoicePdfQuerySchema,
  invoiceSchema,
  orderIdParamsSchema,
} from "@kesht/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type InvoiceReader, readInvoice } from "../flows/read-invoice";
import { ok } from "../lib/envelope";
import { invoicePdf } from "../modules/invoices/invoice-pdf";
import { currentUser, requireRole } from "../plugins/session";
import { failureResponses, privateNoStore } from "./responses";

type InvoiceRole = InvoiceReader["role"];

const failures = failureResponses(401, 403, 404, 422);

const readerOf = (role: InvoiceRole, request: FastifyRequest): InvoiceReader =>
  role === "admin" ? { role } : { role, userId: currentUser(request).id };

/**
 * A paid order's invoice, as its buyer (`/customer`), its shop (`/seller`) or an admin
 * (`/admin`) reads it: the same two calls under each role's prefix. Nobody reads another's:
 * 404 for an unknown order (or, for a shop, an unpaid one), 403 for another person's, 404
 * `invoice_not_found` for an order never paid.
 */
export function invoiceRoutes(role: InvoiceRole): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onSend", privateNoStore);

    app.get(
      "/orders/:id/invoice",
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["invoices"],
          summary: `A paid order's invoice (${role}): number, seller, buyer, lines, discounts, shipping, refunds`,
          params: orderIdParamsSchema,
          response: { 200: envelopeSchema(invoiceSchema), ...failures },
        },
      },
      async (request) => ok(await readInvoice(app.db, readerOf(role, request), request.params.id)),
    );

    app.get(
      "/orders/:id/invoice.pdf",
      {
        onRequest: requireRole(role),
        schema: {
          tags: ["invoices"],
          summary: `A paid order's invoice as a PDF in the asked language (${role})`,
          params: orderIdParamsSchema,
          querystring: invoicePdfQuerySchema,
          // A PDF, not JSON: Fastify sends the bytes as they are.
          response: { 200: z.unknown().describe("application/pdf"), ...failures },
        },
      },
      async (request, reply) => {
        const invoice = await readInvoice(app.db, readerOf(role, request), request.params.id);
        const pdf = await invoicePdf(invoice, request.query.lang);
        return reply
          .type("application/pdf")
          .header(
            "content-disposition",
            `attachment; filename="kesht-invoice-${invoice.seller.id}-${invoice.number}.pdf"`,
          )
          .send(pdf);
      },
    );
  };
}
