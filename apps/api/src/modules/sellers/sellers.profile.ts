import type { AdminSeller, SellerProfile, StoredFile } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { getStoredFiles } from "../files/files.service";
import * as repo from "./sellers.repo";

/**
 * Builds profiles for several sellers with two queries in all (their images, then every file
 * they name), whatever their number: the admin's list must not cost a query per shop.
 */
export async function buildProfiles(
  db: Database,
  found: readonly repo.SellerWithUser[],
): Promise<AdminSeller[]> {
  const images = await repo.listImages(
    db,
    found.map(({ seller }) => seller.userId),
  );
  const fileIds = [
    ...found.flatMap(({ seller }) => [seller.logoFileId, seller.licenseFileId, seller.farmVideoId]),
    ...images.map((image) => image.fileId),
  ].filter((id): id is string => Boolean(id));
  const files = await getStoredFiles(db, fileIds);
  const fileOf = (id: string | null): StoredFile | null => (id ? (files.get(id) ?? null) : null);
  const imagesOf = (sellerId: number, kind: repo.ImageKind) =>
    images
      .filter((image) => image.sellerId === sellerId && image.kind === kind)
      .map((image) => files.get(image.fileId))
      .filter((file): file is StoredFile => Boolean(file));

  return found.map(({ seller, mobile, name, email }) => ({
    id: seller.userId,
    mobile,
    store_name: seller.storeName,
    store_name_en: seller.storeNameEn,
    manager_full_name: seller.managerFullName,
    national_code: seller.nationalCode,
    sheba: seller.sheba,
    iban: seller.iban,
    card_number: seller.cardNumber,
    province_id: seller.provinceId,
    city_id: seller.cityId,
    latitude: seller.latitude,
    longitude: seller.longitude,
    logo: fileOf(seller.logoFileId),
    store_images: imagesOf(seller.userId, "store"),
    license: fileOf(seller.licenseFileId),
    farm_images: imagesOf(seller.userId, "farm"),
    farm_video: fileOf(seller.farmVideoId),
    review_status: seller.reviewStatus,
    rejection_reason: seller.rejectionReason,
    name,
    email,
    created_at: seller.createdAt.toISOString(),
    updated_at: seller.updatedAt.toISOString(),
    reviewed_at: seller.reviewedAt?.toISOString() ?? null,
  }));
}

/** One seller's profile; the response schema leaves out the admin-only fields. */
export async function loadSellerProfile(db: Database, userId: number): Promise<SellerProfile> {
  const found = await repo.findSeller(db, userId);
  if (!found) throw new AppError("shop_not_found");
  const [profile] = await buildProfiles(db, [found]);
  if (!profile) throw new AppError("shop_not_found");
  return profile;
}
