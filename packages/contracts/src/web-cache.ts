import { z } from "zod";

/**
 * The public reads the web server keeps in its data cache, by tag. The API names a tag when
 * the data behind it changes (POST /internal/revalidate on each web server), so a seller's or
 * an admin's change shows at once instead of when the copy expires.
 *   catalogue  categories and subcategories with their listed-product counts
 *   banners    the home page's banners
 *   content    the terms and about-us pages
 */
export const webCacheTags = ["catalogue", "banners", "content"] as const;
export type WebCacheTag = (typeof webCacheTags)[number];

export const revalidateRequestSchema = z
  .object({ tags: z.array(z.enum(webCacheTags)).min(1).max(webCacheTags.length) })
  .strict();
export type RevalidateRequest = z.infer<typeof revalidateRequestSchema>;

/** Where a web server takes revalidation requests; the API posts to it. */
export const WEB_REVALIDATE_PATH = "/internal/revalidate";
