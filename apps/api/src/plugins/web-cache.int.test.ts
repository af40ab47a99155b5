import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { type Catalog, createCatalog, fruitBody } from "../test/catalog";
import { signInSeller } from "../test/sign-in";

interface Revalidation {
  path: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

/** A web server that only records the revalidation requests it is sent. */
async function fakeWebServer() {
  const received: Revalidation[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => resolve(body));
    });
  const server = createServer(async (request, response) => {
    received.push({
      path: request.url,
      authorization: request.headers.authorization,
      body: JSON.parse(await read(request)),
    });
    response.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function until(condition: () => boolean) {
  for (let attempt = 0; attempt < 200 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("web cache revalidation", () => {
  const secret = "web-cache-test-secret-0123456789abcdef";
  let web: Awaited<ReturnType<typeof fakeWebServer>>;
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    web = await fakeWebServer();
    t = await createTestApp({
      seed: false,
      env: { WEB_REVALIDATE_URLS: web.url, REVALIDATE_SECRET: secret },
    });
    catalog = await createCatalog(t.db);
  });
  afterAll(async () => {
    await t.close();
    await web.close();
  });

  it("tells the web servers after a change to the catalogue, and only after one that happened", async () => {
    const seller = await signInSeller(t.app);
    const post = (payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/seller/products",
        headers: seller.headers,
        payload,
      });

    const created = await post(fruitBody(catalog));
    expect(created.statusCode).toBe(201);
    await until(() => web.received.length === 1);
    expect(web.received).toEqual([
      {
        path: "/internal/revalidate",
        authorization: `Bearer ${secret}`,
        body: { tags: ["catalogue"] },
      },
    ]);

    // A refused change and a read change nothing.
    expect((await post({ ...fruitBody(catalog), name: "" })).statusCode).toBe(422);
    const read = await t.app.inject({
      method: "GET",
      url: "/api/v1/seller/products",
      headers: seller.headers,
    });
    expect(read.statusCode).toBe(200);
    const id = created.json().data.id;
    const hidden = await t.app.inject({
      method: "PUT",
      url: `/api/v1/seller/products/${id}/active`,
      headers: seller.headers,
      payload: { active: false },
    });
    expect(hidden.statusCode).toBe(200);
    await until(() => web.received.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(web.received).toHaveLength(2);
  });

  it("still answers the change when a web server cannot be reached", async () => {
    await web.close();
    const seller = await signInSeller(t.app);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/seller/products",
      headers: seller.headers,
      payload: fruitBody(catalog),
    });
    expect(created.statusCode).toBe(201);
  });
});
