import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { signIn } from "../test/sign-in";

/* Issue 13 item 2: the OpenAPI document describes every answer exactly. */

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

describe("an exact OpenAPI document", () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    paths = (await t.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json().paths;
  });
  afterAll(() => t.close());

  const operation = (path: string, method: string) => {
    const found = paths[`/api/v1${path}`]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  };

  it("declares the Idempotency-Key header where it is required", () => {
    for (const [path, method] of [
      ["/customer/orders", "post"],
      ["/customer/payment/request", "post"],
      ["/seller/payment/request", "post"],
      ["/customer/cash-request", "post"],
    ] as const) {
      expect(operation(path, method).parameters, `${method} ${path}`).toContainEqual(
        expect.objectContaining({ name: "idempotency-key", in: "header", required: true }),
      );
    }
    expect(
      (operation("/customer/carts", "post").parameters ?? []).map((p) => p.name),
    ).not.toContain("idempotency-key");
  });

  it("describes ids as bounded integers, in paths and queries", () => {
    const bounded = { type: "integer", minimum: 1, maximum: 2_147_483_647 };
    expect(operation("/customer/products/{id}", "get").parameters).toContainEqual(
      expect.objectContaining({ name: "id", in: "path", schema: bounded }),
    );
    expect(operation("/provinces", "get").parameters).toContainEqual(
      expect.objectContaining({ name: "country_id", in: "query", schema: bounded }),
    );
  });

  it("documents the error statuses each operation can answer, with the envelope", () => {
    const statuses = (path: string, method: string) =>
      Object.keys(operation(path, method).responses).map(Number);
    // A guarded write with a path id and a body.
    expect(statuses("/admin/sellers/{id}/review", "post")).toEqual(
      expect.arrayContaining([400, 401, 403, 404, 409, 413, 414, 422, 429]),
    );
    // A public read with a path id: no 401/403, no body errors.
    const product = statuses("/customer/products/{id}", "get");
    expect(product).toEqual(expect.arrayContaining([404, 414, 422, 429]));
    expect(product).not.toContain(401);
    expect(product).not.toContain(413);
    // Every documented 4xx answer is the error envelope.
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, found] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(found.responses)) {
          if (!/^4\d\d$/.test(status) || status === "416") continue;
          const schema = response.content?.["application/json"]?.schema;
          expect(schema?.properties, `${method} ${path} ${status}`).toEqual(
            expect.objectContaining({ status: expect.anything(), data: expect.anything() }),
          );
          expect(schema?.required, `${method} ${path} ${status}`).toEqual(
            expect.arrayContaining(["status", "message", "messages", "errors", "data"]),
          );
        }
      }
    }
  });

  it("documents the upload's form body, and 408 and 431 on every operation (issue 23)", () => {
    const upload = operation("/files", "post") as Operation & {
      requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
    };
    expect(upload.requestBody?.content["multipart/form-data"]?.schema).toMatchObject({
      required: ["purpose", "file"],
      properties: {
        purpose: { type: "string", enum: expect.arrayContaining(["logo", "product_image"]) },
        file: { type: "string", format: "binary" },
      },
    });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(["400", "503"]));
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, found] of Object.entries(methods)) {
        expect(Object.keys(found.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(["408", "431"]),
        );
      }
    }
  });

  it("answers a wrong method with 405 and Allow, not 404", async () => {
    const wrong = await t.app.inject({ method: "DELETE", url: "/api/v1/customer/products/1" });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe("GET, HEAD");
    expect(wrong.json()).toMatchObject({ status: "error", data: null });
    const customer = await signIn(t.app, { role: "customer" });
    const patch = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/customer/carts",
      headers: customer.headers,
    });
    expect(patch.statusCode).toBe(405);
    expect(patch.headers.allow).toBe("GET, HEAD, POST");
    const missing = await t.app.inject({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(missing.statusCode).toBe(404);
  });
});
