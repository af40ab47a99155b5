// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fetchApi } from "./fetch-api";
import { runInRequestScope } from "./request-scope";

// Outside Next there is no request to wait for.
vi.mock("next/server", () => ({ connection: async () => {} }));

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
  vi.unstubAllEnvs();
});

/** A tiny API answering every read with `name` in the envelope. */
async function fakeApi(name: string, status = 200): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { "content-type": "application/json" }).end(
      JSON.stringify({
        status: status === 200 ? "success" : "error",
        message: "",
        messages: { fa: "", en: "" },
        errors: { fa: {}, en: {} },
        data: status === 200 ? { name } : null,
      }),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function goneApi(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise((resolve) => server.close(resolve));
  return url;
}

const scope = () => ({
  clientAddress: "203.0.113.7",
  rateLimitedFor: null,
  apiUnavailableFor: null as number | null,
  requestId: "req-7",
});
const named = z.object({ name: z.string() });

describe("fetchApi with several APIs", () => {
  it("reads from the API that is there when the other is gone", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubEnv("API_URL", `${await goneApi()},${await fakeApi("second")}`);
    for (let i = 0; i < 3; i += 1) {
      const request = scope();
      const result = await runInRequestScope(request, () => fetchApi("/rates", {}, named));
      expect(result).toEqual({ ok: true, data: { name: "second" } });
      expect(request.apiUnavailableFor).toBeNull();
    }
  });

  it("marks the page unavailable (a 503 page) when no API answers, and sends no more reads", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubEnv("API_URL", `${await goneApi()},${await fakeApi("down", 503)}`);
    const request = scope();
    await runInRequestScope(request, async () => {
      expect(await fetchApi("/rates", {}, named)).toEqual({ ok: false, status: 503 });
      expect(request.apiUnavailableFor).toBe(5);
      expect(await fetchApi("/categories", {}, named)).toEqual({ ok: false, status: 503 });
    });
  });
});
