import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { schema } from "@kesht/db";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { createDriver } from "../test/shipping";
import { signIn, signInSeller } from "../test/sign-in";
import { type FormCase, formBody, formCase } from "./multipart";
import { hashSeed, type Random, seededRandom } from "./prng";
import { asParameter, invalidValue, type JsonSchema, mismatch, validValue } from "./schema";

/*
 * The fuzz tier (issue 13 item 3): for every operation of the OpenAPI document, requests made
 * from its schemas, valid ones and hostile ones, as anonymous, customer, seller, driver and
 * admin. It fails on any 5xx, on any status the operation does not document, and on any JSON
 * answer that does not match the schema documented for its status. Seeded (FUZZ_SEED), so a
 * failure repeats; FUZZ_CASES sets the cases per operation and role.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const casesPerRole = Number(process.env.FUZZ_CASES ?? 6);

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }>; required?: boolean };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  description?: string;
  summary?: string;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

// Place search asks a geocoder: a local one that knows no places stands in for Nominatim.
const geocoder = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json" }).end("[]");
});
await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
const geocoderPort = (geocoder.address() as AddressInfo).port;

const t = await createTestApp({
  env: {
    RATE_LIMIT_MAX: "10000000",
    GEOCODER_URL: `http://127.0.0.1:${geocoderPort}`,
    GEOCODER_TIMEOUT_MS: "2000",
    GEOCODER_MIN_INTERVAL_MS: "0",
  },
});
const document = (
  await t.app.inject({ method: "GET", url: "/api/v1/docs/json" })
).json() as Document;
const [province] = await t.db.select().from(schema.provinces).limit(1);

/** A fresh session per role, so an operation that ends or switches one spoils nothing else. */
async function identities(): Promise<Record<string, Record<string, string>>> {
  const customer = await signIn(t.app, { role: "customer" });
  const seller = await signInSeller(t.app);
  const driver = await createDriver(t.app, { provinceIds: province ? [province.id] : [] });
  const admin = await signIn(t.app, { role: "admin" });
  return {
    anonymous: { origin: customer.headers.origin ?? "" },
    customer: customer.headers,
    seller: seller.headers,
    driver: driver.headers,
    admin: admin.headers,
  };
}

/** Operations whose success is a never-ending event stream: app.inject would wait forever. */
function isEventStream(operation: Operation): boolean {
  const text = JSON.stringify(operation.responses ?? {}) + (operation.description ?? "");
  return text.includes("text/event-stream");
}

interface Case {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
  /** A form body (multipart/form-data) instead of JSON. */
  form?: FormCase;
  note: string;
}

function buildCase(
  method: string,
  path: string,
  operation: Operation,
  headers: Record<string, string>,
  random: Random,
  valid: boolean,
): Case {
  const parameters = operation.parameters ?? [];
  const content = operation.requestBody?.content;
  const formSchema = content?.["multipart/form-data"]?.schema;
  const bodySchema = content?.["application/json"]?.schema ?? formSchema;
  // In an invalid case one part is broken: a parameter or the body.
  const parts = [...parameters.map((p) => p.name), ...(bodySchema ? ["(body)"] : [])];
  const broken = valid || parts.length === 0 ? null : random.pick(parts);
  let url = path;
  const query: string[] = [];
  const sent: Record<string, string> = { ...headers };
  for (const parameter of parameters) {
    const breakIt = parameter.name === broken;
    if (!breakIt && parameter.in !== "path" && !parameter.required && random.chance(0.5)) continue;
    if (breakIt && parameter.in !== "path" && random.chance(0.25)) continue; // left out
    const value = breakIt
      ? invalidValue(parameter.schema ?? {}, document, random)
      : validValue(parameter.schema ?? {}, document, random);
    const text = asParameter(value);
    if (parameter.in === "path") url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === "query") {
      query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(text)}`);
    } else if (parameter.in === "header") {
      // A header cannot carry control characters at all; the HTTP layer refuses them.
      sent[parameter.name] = [...text].filter((c) => c >= " " && c !== "\u007f").join("") || "k";
    }
  }
  if (query.length > 0) url += `?${query.join("&")}`;
  const payload = bodySchema
    ? broken === "(body)"
      ? invalidValue(bodySchema, document, random)
      : validValue(bodySchema, document, random)
    : undefined;
  if (formSchema) {
    const form = formCase(formSchema, payload, random, broken !== "(body)");
    return {
      method: method.toUpperCase(),
      url,
      headers: sent,
      form,
      note: valid ? "valid" : `broken ${broken ?? "nothing"}, form ${form.breakage}`,
    };
  }
  return {
    method: method.toUpperCase(),
    url,
    headers: sent,
    payload,
    note: valid ? "valid" : `broken ${broken ?? "nothing"}`,
  };
}

/** What is wrong with an answer, or null when the operation documents it exactly. */
function problemWith(
  operation: Operation,
  status: number,
  contentType: string | undefined,
  body: string,
): string | null {
  if (status >= 500) return `a ${status}`;
  const documented = operation.responses?.[String(status)] ?? operation.responses?.default;
  if (!documented) return `status ${status} is not documented`;
  const responseSchema = documented.content?.["application/json"]?.schema;
  if (!responseSchema || !contentType?.includes("application/json")) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return "the body is not JSON";
  }
  const problem = mismatch(responseSchema, parsed, document);
  return problem ? `the body does not match the ${status} schema (${problem})` : null;
}

const answerWithinMs = 10_000;

/** The answer to a request, or null when none came in time. */
async function answerOf(request: Case, random: Random) {
  if (request.form) {
    const { payload, contentType } = await formBody(request.form, random);
    return answerWithin({
      ...request,
      headers: { ...request.headers, "content-type": contentType },
      payload,
      form: undefined,
    });
  }
  return answerWithin(request);
}

async function answerWithin(request: Case) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), answerWithinMs);
  });
  const answer = t.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? "undefined";
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

describe("fuzz: every operation of the OpenAPI document, as every role", () => {
  afterAll(async () => {
    await t.close();
    geocoder.close();
  });

  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );

  it("finds the operations to fuzz", () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const { path, method, operation } of operations) {
    const stream = isEventStream(operation);
    it(`${method.toUpperCase()} ${path}`, async () => {
      const random = seededRandom(hashSeed(`${method} ${path}`, seed));
      const roles = await identities();
      const failures: string[] = [];
      for (const [role, headers] of Object.entries(roles)) {
        // A stream that opens never ends under app.inject: only a stranger, who is refused
        // before it starts, is sent there.
        if (stream && role !== "anonymous") continue;
        for (let i = 0; i < casesPerRole; i += 1) {
          const valid = i % 2 === 0;
          const request = buildCase(method, path, operation, headers, random, valid);
          const response = await answerOf(request, random);
          if (!response) {
            failures.push(
              `${method.toUpperCase()} ${path} as ${role} (${request.note}): no answer within ` +
                `${answerWithinMs} ms\n  sent ${request.method} ${request.url} ${show(request.payload ?? request.form)}`,
            );
            continue;
          }
          const problem = problemWith(
            operation,
            response.statusCode,
            response.headers["content-type"] as string | undefined,
            response.body,
          );
          if (problem) {
            failures.push(
              `${method.toUpperCase()} ${path} as ${role} (${request.note}): ${problem}\n` +
                `  sent ${request.method} ${request.url} ${show(request.payload ?? request.form)}\n` +
                `  got ${response.statusCode} ${show(response.body)}`,
            );
          }
        }
      }
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});
