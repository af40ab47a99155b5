import type { ContentName, ContentPage, ContentPageBody } from "@kesht/contracts";
import { contentNames } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { recordAdminAction } from "../audit/audit.service";
import { findContentPage, saveContentPage } from "./content.repo";
import { sanitizePageBody } from "./content.service";

type PageRow = NonNullable<Awaited<ReturnType<typeof findContentPage>>>;

/** A page as the admin edits it: what is stored, already sanitised when it was saved. */
function toPage(name: ContentName, row: PageRow): ContentPage {
  return {
    content_name: name,
    title: row.titleFa,
    title_en: row.titleEn,
    body: row.bodyFa,
    body_en: row.bodyEn,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every content page there is, for the console's list (a page never saved is left out). */
export async function listContentPages(db: Database): Promise<ContentPage[]> {
  const pages: ContentPage[] = [];
  for (const name of contentNames) {
    const row = await findContentPage(db, name);
    if (row) pages.push(toPage(name, row));
  }
  return pages;
}

/**
 * Saves a page from the console's editor. The HTML is sanitised here, before it is stored,
 * with the same rule the public route applies: what an admin sees saved is what visitors get.
 */
export async function saveContentPageAsAdmin(
  db: Database,
  admin: { id: number },
  name: ContentName,
  body: ContentPageBody,
): Promise<ContentPage> {
  return db.transaction(async (tx) => {
    const before = await findContentPage(tx, name);
    const row = await saveContentPage(tx, name, {
      titleFa: body.title,
      titleEn: body.title_en,
      bodyFa: sanitizePageBody(body.body),
      bodyEn: sanitizePageBody(body.body_en),
    });
    const page = toPage(name, row);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: "content_page.update",
      targetKind: "content_page",
      targetId: name,
      before: before ? toPage(name, before) : null,
      after: page,
    });
    return page;
  });
}
