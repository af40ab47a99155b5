import type { BuiltRequest } from "./build-request";

/** What came back from one fetch, before any meaning is given to it. */
export type RequestOutcome =
  /** `body` is the parsed JSON, or undefined when the body was empty or not JSON. */
  { type: "response"; status: number; body: unknown } | { type: "thrown"; error: unknown };

/** Performs the fetch; never throws, so every result goes through one interpretation. */
export async function fetchOutcome({ url, init }: BuiltRequest): Promise<RequestOutcome> {
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    return { type: "response", status: response.status, body: parseJson(text) };
  } catch (error) {
    return { type: "thrown", error };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
