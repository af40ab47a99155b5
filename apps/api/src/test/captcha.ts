import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { App } from "../app";

/** Solves a challenge in Node and encodes the result as the widget would submit it. */
export async function solvePayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error("the ALTCHA challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Does what a browser does: fetch a challenge from the API and solve it. */
export async function solveCaptcha(app: App): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/v1/altcha/challenge" });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode}`);
  return solvePayload(response.json() as Challenge);
}
