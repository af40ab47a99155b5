import type { ContentName, ContentPage } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import sanitizeHtml from "sanitize-html";
import { AppError } from "../../lib/app-error";
import { findContentPage } from "./content.repo";

/**
 * The web app renders these bodies as HTML, so only harmless markup leaves the API,
 * whoever wrote the page.
 */
const allowedMarkup: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a", "br"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["https", "mailto", "tel"],
  allowProtocolRelative: false,
};

/** A page body as it may leave the API (and, since the admin console, be stored). */
export function sanitizePageBody(html: string): string {
  return sanitizeHtml(html, allowedMarkup);
}

export async function getContentPage(db: Database, name: ContentName): Promise<ContentPage> {
  const page = await findContentPage(db, name);
  if (!page) throw new AppError("not_found");
  return {
    content_name: name,
    title: page.titleFa,
    title_en: page.titleEn,
    body: sanitizePageBody(page.bodyFa),
    body_en: sanitizePageBody(page.bodyEn),
    updated_at: page.updatedAt.toISOString(),
  };
}
