import { randomUUID } from "node:crypto";
import type { App } from "../app";
import { call } from "./shipping";

/** Someone signed in, as the desk's tests hold them: their headers and their user id. */
export type Person = { headers: Record<string, string>; user: { id: number } };

/** A fresh client message id, as the web app makes one per message. */
export const clientId = () => randomUUID();

/**
 * The desk's calls (support, reports, admin messages) as a person, or as nobody (`null`), the
 * way its screens make them. `app` is read at each call: the test app is made in `beforeAll`.
 */
export function deskCalls(app: () => App) {
  return {
    post: (person: Person | null, url: string, payload?: unknown) =>
      call(app(), person?.headers ?? {}, "POST", url, payload),
    get: (person: Person | null, url: string) => call(app(), person?.headers ?? {}, "GET", url),
  };
}
