// @vitest-environment node
import { createServer, type IncomingMessage, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { agents, idleSocketMs, proxyToApi } from "./api-proxy";

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

/** A POST of `bytes` sent in chunks (no Content-Length), as a streamed upload arrives. */
function chunkedPost(url: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sending = request(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    sending.on("response", async (answer) => {
      resolve({ status: answer.statusCode ?? 0, body: await bodyOf(answer) });
    });
    sending.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let left = bytes;
    const write = () => {
      while (left > 0) {
        left -= chunk.length;
        if (!sending.write(chunk)) return void sending.once("drain", write);
      }
      sending.end();
    };
    write();
  });
}

const tooLarge = {
  status: "error",
  message: "The request is too large.",
  messages: { en: "The request is too large.", fa: "حجم درخواست بیش از حد مجاز است." },
  errors: { fa: {}, en: {} },
  data: null,
};

describe("proxyToApi and bodies the API refuses", () => {
  it("passes on the API's 413 although the API closed the connection mid-upload", async () => {
    const api = createServer((_request, response) => {
      // As Fastify does past its body limit: answer at once, close without reading the rest.
      response.writeHead(413, { "content-type": "application/json", connection: "close" });
      response.end(JSON.stringify({ refused: true }), () => response.socket?.destroy());
    });
    vi.stubEnv("API_URL", await listen(api));
    const answer = await chunkedPost(`${web}/api/v1/pages`, 8 * 1024 * 1024);
    expect(answer).toEqual({ status: 413, body: '{"refused":true}' });
  });

  it("refuses a body over the API's limit by its Content-Length, before the API sees it", async () => {
    const received: string[] = [];
    vi.stubEnv("API_URL", await listen(fakeApi("a", received)));
    const response = await fetch(`${web}/api/v1/pages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    expect(received).toEqual([]);
    // An upload has its own limits, checked by the API.
    const upload = new FormData();
    upload.set("file", new Blob([new Uint8Array(2 * 1024 * 1024)]), "big.jpg");
    const uploaded = await fetch(`${web}/api/v1/files`, { method: "POST", body: upload });
    expect(uploaded.status).toBe(200);
  });
});

describe("proxyToApi and kept-alive connections the API closed", () => {
  /** An API that answers a connection's first request, and drops it at its second. */
  function closesReusedConnections(received: string[]) {
    return createServer(async (incoming, response) => {
      const socket = incoming.socket as typeof incoming.socket & { served?: boolean };
      received.push(`${incoming.method} ${await bodyOf(incoming)}`);
      if (socket.served) return void socket.destroy();
      socket.served = true;
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  }

  it("asks the same API again on a new connection for a read, without marking it down", async () => {
    const received: string[] = [];
    vi.stubEnv("API_URL", await listen(closesReusedConnections(received)));
    for (let i = 0; i < 3; i += 1) {
      const read = await fetch(`${web}/api/v1/rates`);
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual({ ok: true });
    }
  });

  it("keeps an idle connection for less time than the API does (Fastify's 72 s)", async () => {
    const api = fakeApi("a", []);
    api.keepAliveTimeout = 72_000;
    vi.stubEnv("API_URL", await listen(api));
    expect((await fetch(`${web}/api/v1/rates`)).status).toBe(200);
    const idle = Object.values(agents["http:"].freeSockets).flat();
    expect(idle.length).toBeGreaterThan(0);
    for (const socket of idle) {
      expect(socket?.timeout).toBe(idleSocketMs);
      expect(idleSocketMs).toBeLessThan(api.keepAliveTimeout / 2);
    }
  });

  it("never sends a write twice: its body may have reached the API", async () => {
    const received: string[] = [];
    vi.stubEnv("API_URL", await listen(closesReusedConnections(received)));
    expect((await fetch(`${web}/api/v1/rates`)).status).toBe(200);
    const write = await fetch(`${web}/api/v1/cart/items`, { method: "POST", body: '{"n":1}' });
    expect(write.status).toBe(503);
    expect(received.filter((line) => line.startsWith("POST"))).toEqual(['POST {"n":1}']);
  });
});

describe("proxyToApi when the visitor leaves before the API answers", () => {
  it("calls the request off quietly: no retry, nothing logged as a failure", async () => {
    const received: string[] = [];
    let answerHeld: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answerHeld = resolve;
    });
    // Reads of the rates are answered at once; the cart waits until the test lets it go.
    const slowApi = createServer(async (incoming, response) => {
      received.push(`${incoming.method} ${incoming.url}`);
      if (incoming.url?.endsWith("/cart/items")) await held;
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
    vi.stubEnv("API_URL", await listen(slowApi));
    // A connection kept alive first, so the next requests reuse it, as a browser's do.
    expect((await fetch(`${web}/api/v1/rates`)).status).toBe(200);
    for (const method of ["GET", "POST"]) {
      const leaving = new AbortController();
      const sent = fetch(`${web}/api/v1/cart/items`, {
        method,
        signal: leaving.signal,
        ...(method === "POST" ? { body: '{"n":1}' } : {}),
      }).catch((error: Error) => error.name);
      await vi.waitFor(() => expect(received.at(-1)).toBe(`${method} /api/v1/cart/items`));
      leaving.abort();
      expect(await sent).toBe("AbortError");
    }
    // The proxy's side of the aborted requests has ended by the time the API answers.
    await new Promise((resolve) => setTimeout(resolve, 100));
    answerHeld();
    expect(received.filter((line) => line.endsWith("/cart/items"))).toHaveLength(2);
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });
});
