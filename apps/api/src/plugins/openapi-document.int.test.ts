import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";

/**
 * The OpenAPI document is the API's contract with its clients, so a change to it is a change
 * a client sees. This compares the whole document with the committed copy in
 * `__snapshots__/openapi.txt`: a restructure of the server (moving routes between folders,
 * splitting a plugin) must leave it as it was. A deliberate change to the API updates the copy
 * with `npx vitest run --project integration apps/api/src/plugins/openapi-document.int.test.ts -u`
 * and the diff shows in review what clients will see.
 */

/** Object keys sorted at every depth: the order routes register in is not part of the contract. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

type Operation = { responses?: Record<string, unknown> };

/**
 * The document as text a review can read: one line per operation (`GET /api/v1/… {…}`), sorted,
 * after the lines for everything outside `paths`. Every operation can be rate limited, so the
 * 429 answer of the first one is written once as `error-envelope`, and each answer identical to
 * it is written as that name (it is most of the document otherwise); nothing else is left out.
 */
function documentText(document: Record<string, unknown>) {
  const { paths, ...rest } = canonical(document) as Record<string, unknown> & {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const envelope = JSON.stringify(operations[0]?.operation.responses?.["429"]);
  const lines = operations.map(({ path, method, operation }) => {
    const responses = Object.fromEntries(
      Object.entries(operation.responses ?? {}).map(([status, answer]) => [
        status,
        JSON.stringify(answer) === envelope ? "error-envelope" : answer,
      ]),
    );
    return `${method.toUpperCase()} ${path} ${JSON.stringify({ ...operation, responses })}`;
  });
  return [
    ...Object.entries(rest).map(([key, value]) => `${key} ${JSON.stringify(value)}`),
    `error-envelope ${envelope}`,
    ...lines.sort(),
    "",
  ].join("\n");
}

describe("the OpenAPI document", () => {
  let t: TestApp;
  let document: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    document = (await t.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
  });
  afterAll(() => t.close());

  it("is the committed one", async () => {
    expect(Object.keys(document.paths as object).length).toBeGreaterThan(100);
    await expect(documentText(document)).toMatchFileSnapshot("./__snapshots__/openapi.txt");
  });
});
