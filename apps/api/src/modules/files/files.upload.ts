import type { Readable } from "node:stream";
import {
  type FilePurpose,
  fieldErrorsFromIssues,
  fieldErrorsOf,
  filePurposeFieldSchema,
  filePurposes,
} from "@kesht/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { maxUploadBytes, purposeRules } from "./files.rules";

/** The `boundary` parameter of a multipart content type, or null. */
function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * How the OpenAPI document describes the body (`multipart/form-data`): the parser reads it as
 * a stream, so it is documented rather than validated by a schema, and the fuzz tier sends it.
 */
export const uploadBodyDocument = {
  type: "object",
  required: ["purpose", "file"],
  properties: {
    purpose: { type: "string", enum: [...filePurposes], description: "Sent before the file" },
    file: { type: "string", format: "binary", description: "The file's bytes" },
  },
} as const;

/** Multipart limits: one `purpose` field, then one file; nothing else is read. */
export const multipartLimits = {
  fileSize: maxUploadBytes + 1,
  files: 1,
  fields: 2,
  fieldSize: 64,
  parts: 3,
  headerPairs: 50,
};

/**
 * Reads `POST /files`: the `purpose` field first (so the file's limit is known before its
 * bytes arrive), then the file, kept only up to that limit plus one byte, which is enough to
 * tell "too large" without holding more in memory.
 */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ purpose: FilePurpose; bytes: Buffer }> {
  // The parser cannot find the parts without it, and would fail as if the server had.
  if (!boundaryOf(request.headers["content-type"])) {
    throw new AppError("multipart_boundary_missing");
  }
  let purpose: FilePurpose | undefined;
  let bytes: Buffer | undefined;
  for await (const part of request.parts({ limits: multipartLimits })) {
    if (part.type === "field") {
      if (part.fieldname !== "purpose") continue;
      const parsed = filePurposeFieldSchema.safeParse(part.value, { reportInput: true });
      if (!parsed.success) {
        throw new AppError("validation_failed", {
          fieldErrors: fieldErrorsFromIssues(
            parsed.error.issues.map((issue) => ({ ...issue, path: ["purpose"] })),
          ),
        });
      }
      purpose = parsed.data;
      continue;
    }
    if (!purpose) {
      await drain(part.file);
      throw new AppError("validation_failed", {
        fieldErrors: fieldErrorsOf({ purpose: "required" }),
      });
    }
    bytes = await readCapped(part.file, purposeRules[purpose].maxBytes + 1);
  }
  if (!purpose) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ purpose: "required" }),
    });
  }
  if (!bytes) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ file: "file_missing" }),
    });
  }
  return { purpose, bytes };
}

/** Keeps at most `cap` bytes but reads the stream to its end, so the request completes. */
async function readCapped(stream: Readable, cap: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of stream) {
    if (kept >= cap) continue;
    const buffer = chunk as Buffer;
    const slice = buffer.subarray(0, cap - kept);
    chunks.push(slice);
    kept += slice.length;
  }
  return Buffer.concat(chunks, kept);
}

async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // Discarded: the request has to be read to its end before the answer goes out.
  }
}
