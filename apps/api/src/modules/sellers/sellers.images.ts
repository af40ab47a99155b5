import {
  fieldErrorsOf,
  type SellerProfile,
  type SessionUser,
  type sellerImagesBodySchema,
  uploadRules,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { Storage } from "../../lib/storage";
import { deleteOwnedFile } from "../files/files.service";
import { fileFieldProblems } from "./sellers.files";
import { loadSellerProfile } from "./sellers.profile";
import * as repo from "./sellers.repo";

type AttachInput = z.output<typeof sellerImagesBodySchema>;

const purposeOfKind = { store: "store_image", farm: "farm_image" } as const;

/**
 * Adds uploaded photos to the shop's store or farm gallery, after the ones already there.
 * A photo already in the gallery is left where it is, so a retried request changes nothing.
 * At most five per gallery in all, counted under the shop's row lock so that two uploads at
 * once cannot both squeeze in.
 */
export async function attachShopImages(
  db: Database,
  user: SessionUser,
  input: AttachInput,
): Promise<SellerProfile> {
  if (user.registration !== "complete") throw new AppError("shop_registration_incomplete");
  const problems = await fileFieldProblems(db, user.id, [
    { field: "file_ids", purpose: purposeOfKind[input.kind], ids: input.file_ids },
  ]);
  if (Object.keys(problems).length > 0) {
    throw new AppError("validation_failed", { fieldErrors: fieldErrorsOf(problems) });
  }

  await db.transaction(async (tx) => {
    if (!(await repo.lockSeller(tx, user.id))) throw new AppError("shop_not_found");
    const gallery = (await repo.listImages(tx, [user.id])).filter(
      (image) => image.kind === input.kind,
    );
    const present = new Set(gallery.map((image) => image.fileId));
    const added = input.file_ids.filter((id) => !present.has(id));
    if (gallery.length + added.length > uploadRules.maxImages) {
      throw new AppError("validation_failed", {
        fieldErrors: fieldErrorsOf({ file_ids: "too_many_images" }),
      });
    }
    const nextPosition = Math.max(-1, ...gallery.map((image) => image.position)) + 1;
    await repo.appendImages(tx, user.id, input.kind, added, nextPosition);
  });
  return loadSellerProfile(db, user.id);
}

/**
 * Removes a photo from the seller's own galleries and deletes the file itself. Someone
 * else's photo, or one not in a gallery, is "not found": the answer never says whose it is.
 */
export async function removeShopImage(
  db: Database,
  storage: Storage,
  user: SessionUser,
  fileId: string,
): Promise<SellerProfile> {
  const removed = await repo.removeImage(db, user.id, fileId);
  if (!removed) throw new AppError("file_not_found");
  await deleteOwnedFile(db, storage, { ownerId: user.id, id: fileId });
  return loadSellerProfile(db, user.id);
}
