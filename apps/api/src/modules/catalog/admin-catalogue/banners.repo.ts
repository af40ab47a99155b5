import { type Database, schema } from "@kesht/db";
import { and, asc, eq } from "drizzle-orm";
import { defined, type ListWindow, sortedBy, textIn } from "./list-sql";

const { banners } = schema;

export type BannerRow = typeof banners.$inferSelect;

const bannerSortColumns = {
  sort_order: banners.sortOrder,
  title: banners.titleFa,
  title_en: banners.titleEn,
  starts_at: banners.startsAt,
  ends_at: banners.endsAt,
};

export interface BannerFilter extends ListWindow {
  position?: string;
  active?: boolean;
  sort: keyof typeof bannerSortColumns;
}

/** Every banner, active or not, by position and then the asked order. */
export function listAllBanners(db: Database, filter: BannerFilter) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        filter.position === undefined ? undefined : eq(banners.position, filter.position),
        filter.active === undefined ? undefined : eq(banners.isActive, filter.active),
        textIn(filter.text, [banners.titleFa, banners.titleEn, banners.linkUrl]),
      ),
    )
    .orderBy(
      asc(banners.position),
      ...sortedBy(bannerSortColumns[filter.sort], filter.order, banners.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findBanner(db: Database, id: number, options = { lock: false }) {
  const query = db.select().from(banners).where(eq(banners.id, id));
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}

export async function insertBanner(db: Database, values: typeof banners.$inferInsert) {
  const [row] = await db.insert(banners).values(values).returning();
  if (!row) throw new Error("banner insert returned no row");
  return row;
}

export async function updateBanner(
  db: Database,
  id: number,
  values: Partial<typeof banners.$inferInsert>,
) {
  const set = defined(values);
  if (Object.keys(set).length === 0) return findBanner(db, id);
  const [row] = await db.update(banners).set(set).where(eq(banners.id, id)).returning();
  return row;
}

export async function deleteBanner(db: Database, id: number) {
  await db.delete(banners).where(eq(banners.id, id));
}
