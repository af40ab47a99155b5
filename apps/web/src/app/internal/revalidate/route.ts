import { createHash, timingSafeEqual } from "node:crypto";
import { revalidateRequestSchema } from "@kesht/contracts";
import { revalidateTag } from "next/cache";

/**
 * `POST /internal/revalidate` with `Authorization: Bearer $REVALIDATE_SECRET` and
 * `{ "tags": ["catalogue", …] }`: the API calls it after a change to data this server keeps
 * in its data cache. The copies expire at once; the next visitor's render reads them again.
 * Without a configured secret the endpoint does not exist.
 */
export async function POST(request: Request) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return new Response(null, { status: 404 });
  if (!sameSecret(request.headers.get("authorization"), `Bearer ${secret}`)) {
    return new Response(null, { status: 401 });
  }
  const body = revalidateRequestSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return new Response(null, { status: 422 });
  for (const tag of body.data.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: body.data.tags });
}

/** Compares digests, so neither the length nor the content leaks through timing. */
function sameSecret(given: string | null, expected: string) {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return given !== null && timingSafeEqual(digest(given), digest(expected));
}
