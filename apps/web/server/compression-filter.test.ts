// @vitest-environment node
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { shouldCompress } from "./compression-filter";

function exchange(contentType: string) {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader("content-type", contentType);
  return [request, response] as const;
}

describe("what the web server compresses", () => {
  it("compresses pages and JSON", () => {
    expect(shouldCompress(...exchange("text/html; charset=utf-8"))).toBe(true);
    expect(shouldCompress(...exchange("application/json"))).toBe(true);
  });

  it("passes Server-Sent Events through uncompressed", () => {
    expect(shouldCompress(...exchange("text/event-stream; charset=utf-8"))).toBe(false);
    expect(shouldCompress(...exchange("Text/Event-Stream"))).toBe(false);
  });
});
