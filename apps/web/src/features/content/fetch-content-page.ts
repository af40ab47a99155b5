import {
  type ContentName,
  type ContentPage,
  contentPageSchema,
  envelopeSchema,
} from "@kesht/contracts";
import { connection } from "next/server";
import { apiBaseUrl } from "@/lib/api/api-base-url";

const contentPageEnvelopeSchema = envelopeSchema(contentPageSchema);

/** A slow API must not hold the page: after this the visitor gets the "unavailable" state. */
const CONTENT_TIMEOUT_MS = 8_000;

export type ContentPageResult = { ok: true; page: ContentPage } | { ok: false };

/**
 * A content page (terms, about us) from `GET /Base/Category?content_name=…`, read while
 * rendering on the server. Any failure (API down, timeout, unexpected answer) is reported as
 * `{ ok: false }` so the page can explain itself instead of crashing.
 */
export async function fetchContentPage(contentName: ContentName): Promise<ContentPageResult> {
  // Read at request time only: never while building (the API is not running then), and
  // outside the try below so Next's own "render dynamically" signal is not caught as a failure.
  await connection();
  const url = `${apiBaseUrl()}/Base/Category?${new URLSearchParams({ content_name: contentName })}`;
  try {
    const response = await fetch(url, {
      // Admins edit these pages; a visitor should see the current text.
      cache: "no-store",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(CONTENT_TIMEOUT_MS),
    });
    const parsed = contentPageEnvelopeSchema.safeParse(await response.json());
    if (!response.ok || !parsed.success || parsed.data.status !== "success") {
      console.error(`[content] ${contentName}: unexpected answer (HTTP ${response.status})`);
      return { ok: false };
    }
    return { ok: true, page: parsed.data.data };
  } catch (error) {
    console.error(`[content] ${contentName}: API unreachable`, error);
    return { ok: false };
  }
}
