// @vitest-environment node
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { answerClientError } from "./client-errors";

let server: Server;
afterEach(() => new Promise((resolve) => server.close(resolve)));

/** The port of a server that answers every request 200, with the web server's clientError. */
async function webServer(): Promise<number> {
  server = createServer((_request, response) => response.end("ok"));
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** What the server sends back for the raw bytes `sent`, whole. */
function exchange(port: number, sent: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(sent));
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk;
    });
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));

describe("answerClientError", () => {
  it("answers a URL over 16 kB under /api/v1 with 431 in the envelope, in both languages", async () => {
    const port = await webServer();
    const answer = await exchange(
      port,
      `GET /api/v1/products?q=${"x".repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(bodyOf(answer)).toEqual({
      status: "error",
      message: "This address or the request's headers are too long.",
      messages: {
        en: "This address or the request's headers are too long.",
        fa: "این نشانی یا سرآیندهای درخواست بیش از حد طولانی است.",
      },
      errors: { fa: {}, en: {} },
      data: null,
    });
  });

  it("answers a malformed request under /api/v1 with 400 in the envelope", async () => {
    const port = await webServer();
    const answer = await exchange(port, "GET /api/v1/rates HTTP/1.1\r\nno colon here\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bodyOf(answer).messages).toEqual({
      en: "The request could not be understood.",
      fa: "درخواست قابل فهم نبود.",
    });
  });

  it("leaves a page's address a bare status, as Node answers it", async () => {
    const port = await webServer();
    const answer = await exchange(port, `GET /products?q=${"x".repeat(20_000)} HTTP/1.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/Content-Length: 0\r\n\r\n$/);
  });
});
