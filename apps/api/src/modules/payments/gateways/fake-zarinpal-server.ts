import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ZarinpalCall {
  path: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

type Answer = (call: ZarinpalCall, response: ServerResponse) => void;

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * Zarinpal's documented answers: a registered payment (code 100 and an authority), a
 * verified one (100, or 101 when verified before, with ref_id), and its error shape
 * (`data: []`, `errors: { code, message }`), e.g. -51 for a payment that was not made.
 */
export const zarinpalAnswers = {
  requested:
    (authority = "A00000000000000000000000000000123456"): Answer =>
    (_call, response) =>
      json(response, 200, {
        data: { code: 100, message: "Success", authority, fee_type: "Merchant", fee: 100 },
        errors: [],
      }),
  verified:
    (code: 100 | 101 = 100, refId = 201): Answer =>
    (_call, response) =>
      json(response, 200, {
        data: {
          code,
          message: code === 100 ? "Paid" : "Verified",
          card_hash: "1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69",
          card_pan: "502229******5995",
          ref_id: refId,
          fee_type: "Merchant",
          fee: 0,
        },
        errors: [],
      }),
  error:
    (code: number, message: string, status = 400): Answer =>
    (_call, response) =>
      json(response, status, { data: [], errors: { code, message, validations: [] } }),
};

/**
 * A stand-in for Zarinpal's payment server on 127.0.0.1 and a random port, for tests:
 * records every call and answers with whatever the test sets (per path).
 */
export async function startFakeZarinpal() {
  const calls: ZarinpalCall[] = [];
  const answers = new Map<string, Answer>([
    ["/pg/v4/payment/request.json", zarinpalAnswers.requested()],
    ["/pg/v4/payment/verify.json", zarinpalAnswers.verified()],
  ]);

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        // Recorded as empty; the test's expectations on the body will say so.
      }
      const call = { path: request.url ?? "", contentType: request.headers["content-type"], body };
      calls.push(call);
      const answer = answers.get(call.path);
      if (answer) answer(call, response);
      else json(response, 404, { data: [], errors: { code: -404, message: "not found" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    answerRequestWith(answer: Answer) {
      answers.set("/pg/v4/payment/request.json", answer);
    },
    answerVerifyWith(answer: Answer) {
      answers.set("/pg/v4/payment/verify.json", answer);
    },
    reset() {
      calls.length = 0;
      answers.set("/pg/v4/payment/request.json", zarinpalAnswers.requested());
      answers.set("/pg/v4/payment/verify.json", zarinpalAnswers.verified());
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
