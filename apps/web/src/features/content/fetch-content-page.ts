import { type ContentName, contentPageSchema } from "@kesht/contracts";
import { fetchApi } from "@/lib/server/fetch-api";

/**
 * A content page (terms, about us) from `GET /Base/Category?content_name=…`. The pages change
 * only when an admin edits them, and the API then revalidates the "content" tag, so they are
 * shared by every visitor from the data cache.
 */
export function fetchContentPage(contentName: ContentName) {
  return fetchApi("/Base/Category", { content_name: contentName }, contentPageSchema, {
    tags: ["content"],
    revalidateSeconds: 3600,
  });
}
