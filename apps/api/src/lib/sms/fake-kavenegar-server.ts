import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedCall {
  path: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

type Answer = (call: ReceivedCall, response: ServerResponse) => void;

/** Kavenegar's success answer, as its documentation shows it. */
export const accepted: Answer = (_call, response) => {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(
    JSON.stringify({
      return: { status: 200, message: "تایید شد" },
      entries: [{ messageid: 8792343, status: 1, statustext: "در صف ارسال" }],
    }),
  );
};

/**
 * A stand-in for api.kavenegar.com on 127.0.0.1 and a random port, for tests: records every
 * call and answers with whatever `answer` the test sets.
 */
export async function startFakeKavenegar() {
  const calls: ReceivedCall[] = [];
  let answer: Answer = accepted;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const call: ReceivedCall = {
        path: request.url ?? "",
        contentType: request.headers["content-type"],
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))),
      };
      calls.push(call);
      answer(call, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    answerWith(next: Answer) {
      answer = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
