import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  productImportJobKind,
  runProductImport,
} from "../modules/catalog/import/product-imports.service";
import type { JobKind } from "./job-kind";

const payloadSchema = z.object({ import_id: z.number().int().positive() });

/**
 * Checks a shop's uploaded product CSV (the dry run) or applies it, as its status says (see
 * modules/catalog/import). Queued by the upload and by the apply; an applied import tells the
 * web servers that the catalogue changed.
 */
export const productImportJob: JobKind<FastifyInstance> = {
  kind: productImportJobKind,
  // 5,000 rows checked on a busy machine stay well inside this; a dead worker's claim passes.
  leaseMs: 10 * 60_000,
  async run(app, payload) {
    const { import_id: importId } = payloadSchema.parse(payload);
    const done = await runProductImport(app.db, importId);
    if (done === "applied") await app.webCache.revalidate(["catalogue"]);
    return done;
  },
};
