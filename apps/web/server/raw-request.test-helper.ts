import { type IncomingHttpHeaders, request } from "node:http";

/** One request as a browser sends it, with the answer's bytes left as they came. */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const sent = request(url, { method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      sent.on("error", reject);
      sent.end();
    },
  );
}
