// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { proxyToApi } from "./api-proxy";

const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function stop(server: Server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text;
}

/** A tiny API that names itself and records what it was sent. */
function fakeApi(name: string, received: string[], status = 200) {
  return createServer(async (request, response) => {
    const body = await bodyOf(request);
    received.push(`${request.method} ${request.url} ${body} ${request.headers["x-request-id"]}`);
    response
      .writeHead(status, { "content-type": "application/json", connection: "keep-alive" })
      .end(JSON.stringify({ served_by: name }));
  });
}

let web: string;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  web = await listen(createServer((request, response) => proxyToApi(request, response, "req-1")));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map(stop));
  vi.unstubAllEnvs();
});

describe("proxyToApi with several APIs", () => {
  it("takes turns, and fails over to the API that is still there", async () => {
    const receivedA: string[] = [];
    const receivedB: string[] = [];
    const a = fakeApi("a", receivedA);
    const urlA = await listen(a);
    const urlB = await listen(fakeApi("b", receivedB));
    vi.stubEnv("API_URL", `${urlA},${urlB}`);

    const both = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      both.add(
        ((await (await fetch(`${web}/api/v1/rates`)).json()) as { served_by: string }).served_by,
      );
    }
    expect([...both].sort()).toEqual(["a", "b"]);

    await stop(a);
    for (let i = 0; i < 4; i += 1) {
      const read = await fetch(`${web}/api/v1/rates?i=${i}`);
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual({ served_by: "b" });
    }
    // A write too: its body goes to the API that took the connection, once.
    const write = await fetch(`${web}/api/v1/cart/items`, { method: "POST", body: '{"count":1}' });
    expect(write.status).toBe(200);
    expect(receivedB.filter((line) => line.startsWith("POST"))).toEqual([
      'POST /api/v1/cart/items {"count":1} req-1',
    ]);
  });

  it("asks another API when one answers 503 to a read (draining, or its database down)", async () => {
    const urlA = await listen(fakeApi("a", [], 503));
    const urlB = await listen(fakeApi("b", []));
    vi.stubEnv("API_URL", `${urlA},${urlB}`);
    for (let i = 0; i < 2; i += 1) {
      expect(await (await fetch(`${web}/api/v1/rates`)).json()).toEqual({ served_by: "b" });
    }
  });

  it("answers 503 unavailable with Retry-After, in both languages, when no API answers", async () => {
    const a = createServer();
    const urlA = await listen(a);
    await stop(a);
    vi.stubEnv("API_URL", `${urlA},${urlA.replace(/:\d+$/, ":1")}`);
    for (const method of ["GET", "POST"]) {
      const response = await fetch(`${web}/api/v1/products`, {
        method,
        ...(method === "POST" ? { body: "{}" } : {}),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({
        status: "error",
        message: "The service is temporarily unavailable.",
        messages: {
          en: "The service is temporarily unavailable.",
          fa: "سرویس موقتاً در دسترس نیست.",
        },
        errors: { fa: {}, en: {} },
        data: null,
      });
    }
  });
});
