import multipart from "@fastify/multipart";
import {
  envelopeSchema,
  errorEnvelopeSchema,
  fileParamsSchema,
  storedFileSchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { openFile, storeUpload } from "../../modules/files/files.service";
import { multipartLimits, readUpload, uploadBodyDocument } from "../../modules/files/files.upload";
import { currentUser, requireRole } from "../../plugins/session";

/** Uploaded files never change (a new upload gets a new id), so they may be cached for good. */
const immutable = "public, max-age=31536000, immutable";

const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here rather than app-wide: no other route has any reason to accept multipart.
  await app.register(multipart, { limits: multipartLimits });

  app.post(
    "/files",
    {
      onRequest: requireRole("unregistered", "customer", "seller", "driver", "admin"),
      config: { documentedBody: uploadBodyDocument },
      schema: {
        tags: ["files"],
        summary: "Upload one file (multipart: the field `purpose`, then the file `file`)",
        description:
          "Each purpose has a size limit, the roles that may upload it (403 for others) and a " +
          "daily quota per person (429). Files no row refers to are deleted after a day. " +
          "Images over 50 megapixels are refused (422); when this instance is re-encoding as " +
          "many images as it may, the upload is refused with 503 and Retry-After.",
        consumes: ["multipart/form-data"],
        response: {
          201: envelopeSchema(storedFileSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { purpose, bytes } = await readUpload(request);
      const user = currentUser(request);
      const file = await storeUpload(app.db, app.storage, {
        ownerId: user.id,
        role: user.role ?? "unregistered",
        purpose,
        bytes,
      });
      return reply.status(201).send(ok(file));
    },
  );

  app.get(
    "/files/:id/:name",
    {
      schema: {
        tags: ["files"],
        summary: "The bytes of an uploaded file (public to anyone with the URL)",
        params: fileParamsSchema,
        response: {
          // Bytes, not JSON: Fastify sends streams and buffers as they are.
          200: z.unknown().describe("The file's bytes"),
          206: z.unknown().describe("A byte range of a video"),
          404: errorEnvelopeSchema,
          416: z.unknown().describe("The range lies beyond the end of the file"),
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const opened = await openFile(app.db, app.storage, {
        ...request.params,
        rangeHeader: request.headers.range,
      });
      if (opened.type === "unsatisfiable") {
        return reply.status(416).header("content-range", `bytes */${opened.size}`).send();
      }
      reply
        .header("cache-control", immutable)
        .header("x-content-type-options", "nosniff")
        .type(opened.contentType);
      // A licence opens in the browser's PDF viewer rather than downloading.
      if (opened.contentType === "application/pdf") reply.header("content-disposition", "inline");
      if (opened.type === "partial") {
        const { start, end } = opened.range;
        return reply
          .status(206)
          .header("accept-ranges", "bytes")
          .header("content-range", `bytes ${start}-${end}/${opened.object.size}`)
          .header("content-length", end - start + 1)
          .send(opened.object.body);
      }
      if (opened.rangeable) reply.header("accept-ranges", "bytes");
      return reply.header("content-length", opened.object.size).send(opened.object.body);
    },
  );
};

export default filesRoutes;
