import sharp from "sharp";
import type { Random } from "./prng";
import { asParameter, type JsonSchema } from "./schema";

/*
 * Form bodies (`multipart/form-data`, the upload) for the fuzz tier: the form's fields from
 * its schema, a file where the schema says `format: binary`, and the ways a form arrives
 * broken (no boundary, cut off, the file before the field that names its purpose).
 */

export type FormBreakage = "none" | "no-boundary" | "cut-off" | "file-first";
const breakages: readonly FormBreakage[] = ["no-boundary", "cut-off", "file-first"];

export interface FormCase {
  /** The fields in the schema's order; files are named by `binary`. */
  fields: [name: string, value: unknown][];
  binary: Set<string>;
  breakage: FormBreakage;
}

/** What an uploader may send as a file: a real picture, a PDF, bytes of nothing, nothing. */
const samples: Buffer[] = [
  await sharp({ create: { width: 48, height: 32, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer(),
  Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  Buffer.from("\u0000\u0001not a file at all\u00ff"),
  Buffer.alloc(0),
];

/** A form case from the form's schema and a value made from it (valid or not). */
export function formCase(
  schema: JsonSchema,
  value: unknown,
  random: Random,
  valid: boolean,
): FormCase {
  const binary = new Set(
    Object.entries(schema.properties ?? {})
      .filter(([, property]) => property.format === "binary")
      .map(([name]) => name),
  );
  const values = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const fields = Object.keys(values).map((name): [string, unknown] => [name, values[name]]);
  return { fields, binary, breakage: valid ? "none" : random.pick(breakages) };
}

/** The bytes and content type of a form case, as a browser's FormData would send them. */
export async function formBody(
  form: FormCase,
  random: Random,
): Promise<{ payload: Buffer; contentType: string }> {
  const fields = form.breakage === "file-first" ? [...form.fields].reverse() : form.fields;
  const data = new FormData();
  for (const [name, value] of fields) {
    if (form.binary.has(name)) {
      data.append(name, new Blob([random.pick(samples)]), "upload.bin");
    } else {
      data.append(name, asParameter(value));
    }
  }
  const request = new Request("http://localhost/", { method: "POST", body: data });
  const payload = Buffer.from(await request.arrayBuffer());
  const contentType = request.headers.get("content-type") ?? "multipart/form-data";
  if (form.breakage === "no-boundary") return { payload, contentType: "multipart/form-data" };
  if (form.breakage === "cut-off") {
    return { payload: payload.subarray(0, Math.floor(payload.length / 2)), contentType };
  }
  return { payload, contentType };
}
