import { errorEnvelopeSchema } from "@kesht/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The documented failures of a group of routes: the error envelope under each status code. Keyed
 * by the code's text, as an object literal's keys are, so a reply's status stays any number.
 */
export function failureResponses<const Code extends number>(
  ...codes: Code[]
): { [K in `${Code}`]: typeof errorEnvelopeSchema } {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema])) as {
    [K in `${Code}`]: typeof errorEnvelopeSchema;
  };
}

/** An `onSend` hook for a person's own data: no shared cache keeps it, no cache reuses it. */
export async function privateNoStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header("cache-control", "private, no-store");
}
