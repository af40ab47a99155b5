/*
 * The bench's load generator, on a process of its own: `npm run bench` (run.ts) starts one per
 * measurement, so generating load never shares an event loop with the bench's bookkeeping,
 * and the bare route is driven as hard as the autocannon command line drives it
 * (`npx autocannon -c 50 -d 5 <url>`; bench/PROFILE.md compares the two).
 *
 * `node --import tsx bench/load.ts <spec.json> <result.json>`: the spec names the URL, the
 * connections, the seconds, and the requests to send in turn (one request is sent as it is;
 * several are taken one after the other, so ids and words vary over the run).
 */
import { readFileSync, writeFileSync } from "node:fs";
import autocannon, { type RequestData } from "autocannon";

export interface LoadSpec {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: RequestData[];
}

const [specFile, resultFile] = process.argv.slice(2);
if (!specFile || !resultFile) throw new Error("usage: load.ts <spec.json> <result.json>");
const spec = JSON.parse(readFileSync(specFile, "utf8")) as LoadSpec;
const [first] = spec.requests;
if (!first) throw new Error("the load spec names no request");

let next = 0;
const result = await autocannon({
  url: spec.requests.length === 1 ? `${spec.url}${first.path ?? "/"}` : spec.url,
  connections: spec.connections,
  duration: spec.durationSeconds,
  timeout: 10,
  // One request: autocannon writes it once and sends the same bytes again (what the command
  // line does); several: each connection takes the next in turn.
  ...(spec.requests.length === 1
    ? { method: first.method, headers: first.headers, body: first.body }
    : {
        requests: [
          {
            setupRequest: (base: RequestData) => ({
              ...base,
              ...spec.requests[next++ % spec.requests.length],
            }),
          },
        ],
      }),
});
writeFileSync(resultFile, JSON.stringify(result));
