import { z } from "zod";
import { queryNumber } from "./query";

/*
 * Ids are PostgreSQL `integer` (int4) columns, so every id a request carries is bounded by
 * that type (decision 015): a larger number cannot name a row, and sent to the database it
 * would fail the query instead of finding nothing.
 */

/** The largest id a row can have (the int4 maximum). */
export const maxId = 2_147_483_647;

/** An id in a JSON body; `message` is the text for a missing or unusable value. */
export function id(message: "required" | "invalid_choice" | "country_required" = "required") {
  return z.number(message).int(message).positive(message).max(maxId, message);
}

/**
 * An id in a path or query string (digits in any script). Parsed from text, it is described
 * to the OpenAPI document as what it means: an integer from 1 to `maxId`.
 */
export function queryId() {
  return queryNumber((n) =>
    n.int("invalid_number").positive("invalid_number").max(maxId, "invalid_number"),
  ).meta({ type: "integer", minimum: 1, maximum: maxId, minLength: undefined });
}

/** `/:id` path parameters. */
export const idParamsSchema = z.object({ id: queryId() });
