import type {
  AdminBanner,
  AdminBannersQuery,
  BannerCreateBody,
  BannerUpdateBody,
} from "@kesht/contracts";
import { fieldErrorsOf } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../../lib/app-error";
import { getStoredFiles, usableFileIds } from "../../files/files.service";
import * as repo from "./banners.repo";
import { type Admin, activeOf, deleteRecorded, pageOfRows, recordChange } from "./console";

/* The home page's banners, as the admin console lists, adds, changes and removes them. */

function toAdminBanner(row: repo.BannerRow): AdminBanner {
  return {
    id: row.id,
    position: row.position as AdminBanner["position"],
    title: row.titleFa,
    title_en: row.titleEn,
    subtitle: row.subtitleFa,
    subtitle_en: row.subtitleEn,
    image_url: row.imageUrl,
    link_url: row.linkUrl,
    sort_order: row.sortOrder,
    is_active: row.isActive,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

export function listBannersForAdmin(db: Database, query: AdminBannersQuery) {
  return pageOfRows(
    query,
    (window) =>
      repo.listAllBanners(db, {
        ...window,
        position: query.position,
        active: activeOf(query.status),
        sort: query.sort,
      }),
    toAdminBanner,
  );
}

/**
 * The address of a banner image the admin uploaded (purpose `banner_image`): its widest
 * rendition, as the home page's carousel fills the screen's width.
 */
async function bannerImageUrl(db: Database, admin: Admin, fileId: string): Promise<string> {
  const usable = await usableFileIds(db, {
    ownerId: admin.id,
    purpose: "banner_image",
    ids: [fileId],
  });
  const file = usable.has(fileId) ? (await getStoredFiles(db, [fileId])).get(fileId) : undefined;
  if (!file) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ image_file_id: "file_not_usable" }),
    });
  }
  const widths = Object.keys(file.variants)
    .map(Number)
    .sort((a, b) => b - a);
  const widest = widths[0] === undefined ? undefined : file.variants[String(widths[0])];
  return widest ?? file.url;
}

function toDate(value: string | null | undefined) {
  return value === undefined ? undefined : value === null ? null : new Date(value);
}

export async function createBanner(
  db: Database,
  admin: Admin,
  body: BannerCreateBody,
): Promise<AdminBanner> {
  const imageUrl = await bannerImageUrl(db, admin, body.image_file_id);
  return db.transaction(async (tx) => {
    const row = await repo.insertBanner(tx, {
      imageFileId: body.image_file_id,
      position: body.position,
      appName: "web",
      titleFa: body.title,
      titleEn: body.title_en,
      subtitleFa: body.subtitle,
      subtitleEn: body.subtitle_en,
      imageUrl,
      linkUrl: body.link_url,
      sortOrder: body.sort_order,
      isActive: body.is_active,
      startsAt: toDate(body.starts_at),
      endsAt: toDate(body.ends_at),
    });
    const view = toAdminBanner(row);
    await recordChange(tx, admin, { kind: "banner", verb: "create", id: row.id, after: view });
    return view;
  });
}

export async function updateBanner(
  db: Database,
  admin: Admin,
  id: number,
  body: BannerUpdateBody,
): Promise<AdminBanner> {
  const imageUrl =
    body.image_file_id === undefined
      ? undefined
      : await bannerImageUrl(db, admin, body.image_file_id);
  return db.transaction(async (tx) => {
    const before = await repo.findBanner(tx, id, { lock: true });
    if (!before) throw new AppError("banner_not_found");
    const startsAt = toDate(body.starts_at) ?? (body.starts_at === null ? null : before.startsAt);
    const endsAt = toDate(body.ends_at) ?? (body.ends_at === null ? null : before.endsAt);
    // Only one end of the schedule may have been sent: checked against the stored other end.
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw new AppError("validation_failed", {
        fieldErrors: fieldErrorsOf({ ends_at: "schedule_inverted" }),
      });
    }
    const row = await repo.updateBanner(tx, id, {
      position: body.position,
      titleFa: body.title,
      titleEn: body.title_en,
      subtitleFa: body.subtitle,
      subtitleEn: body.subtitle_en,
      imageUrl,
      imageFileId: body.image_file_id,
      linkUrl: body.link_url,
      sortOrder: body.sort_order,
      isActive: body.is_active,
      startsAt,
      endsAt,
    });
    if (!row) throw new AppError("banner_not_found");
    const view = toAdminBanner(row);
    await recordChange(tx, admin, {
      kind: "banner",
      verb: "update",
      id,
      before: toAdminBanner(before),
      after: view,
    });
    return view;
  });
}

export async function deleteBanner(db: Database, admin: Admin, id: number): Promise<void> {
  await db.transaction((tx) =>
    deleteRecorded(tx, admin, {
      kind: "banner",
      id,
      notFound: "banner_not_found",
      find: repo.findBanner,
      view: toAdminBanner,
      remove: repo.deleteBanner,
    }),
  );
}
