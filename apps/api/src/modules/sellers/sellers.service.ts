import {
  fieldErrorsOf,
  type SellerProfile,
  type SessionUser,
  type sellerStep1BodySchema,
  type sellerStep2BodySchema,
  type sellerUpdateBodySchema,
  type ValidationMessageKey,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { Storage } from "../../lib/storage";
import { fillPersonName, renamePerson } from "../auth/people.service";
import { completeRoleRegistration, lockRole, registerRole } from "../auth/roles.service";
import { actInRole } from "../auth/session.service";
import { deleteOwnedFile } from "../files/files.service";
import { notifyReviewRequested } from "../notifications/notifications.moments";
import { fileFieldProblems } from "./sellers.files";
import { latinStoreName } from "./sellers.latin-names";
import { loadSellerProfile } from "./sellers.profile";
import * as repo from "./sellers.repo";
import { assertReviewTransition, reviewStatusAfterEdit } from "./sellers.states";

type Step1Input = z.output<typeof sellerStep1BodySchema>;
type Step2Input = z.output<typeof sellerStep2BodySchema>;
type UpdateInput = z.output<typeof sellerUpdateBodySchema>;

function invalid(problems: Record<string, ValidationMessageKey>): AppError {
  return new AppError("validation_failed", { fieldErrors: fieldErrorsOf(problems) });
}

/**
 * What the admin checks and payouts follow: a change to any of it asks for a new review. A
 * Latin name left out keeps the current one while the Persian name stays the same, and is
 * suggested afresh for a new Persian name.
 */
function identityOf(input: Step1Input, current?: { storeName: string; storeNameEn: string }) {
  const keepsLatinName = current && !input.store_name_en && current.storeName === input.store_name;
  return {
    storeName: input.store_name,
    storeNameEn: keepsLatinName
      ? current.storeNameEn
      : latinStoreName(input.store_name, input.store_name_en),
    managerFullName: input.manager_full_name,
    nationalCode: input.national_code,
    sheba: input.sheba,
    iban: input.iban,
    cardNumber: input.card_number,
  };
}

async function locationProblems(
  db: Database,
  input: { province_id: number; city_id: number },
): Promise<Record<string, ValidationMessageKey>> {
  if (!(await repo.provinceExists(db, input.province_id))) return { province_id: "invalid_choice" };
  if (!(await repo.cityInProvince(db, input.city_id, input.province_id))) {
    return { city_id: "city_not_in_province" };
  }
  return {};
}

export function getSellerProfile(db: Database, userId: number): Promise<SellerProfile> {
  return loadSellerProfile(db, userId);
}

/**
 * Shop registration, step 1: who the shop is and where its money goes. Anyone signed in may
 * open a shop with their number (a customer keeps being one); they become a seller at step 1,
 * the session then acts as the shop, and they may redo the step until step 2 is submitted.
 */
export async function registerShopStep1(
  db: Database,
  session: { sessionId: number; user: SessionUser },
  input: Step1Input,
): Promise<{ profile: SellerProfile; user: SessionUser }> {
  const { user } = session;
  const acting = await db.transaction(async (tx) => {
    const registration = await lockRole(tx, user.id, "seller");
    if (registration === "complete") throw new AppError("already_registered");
    if (registration === "none") {
      const added = await registerRole(tx, {
        userId: user.id,
        role: "seller",
        registration: "shop_step1",
      });
      // A parallel step 1 got there first; this one simply redoes it below.
      if (!added && (await lockRole(tx, user.id, "seller")) === "complete") {
        throw new AppError("already_registered");
      }
    }
    // The person's name comes from the manager's unless they already gave one (as a customer).
    await fillPersonName(tx, user.id, input.manager_full_name);
    await repo.upsertStep1(tx, user.id, identityOf(input));
    return actInRole(tx, {
      sessionId: session.sessionId,
      user: { ...user, name: user.name ?? input.manager_full_name },
      role: "seller",
    });
  });
  return { profile: await loadSellerProfile(db, user.id), user: acting };
}

/**
 * Step 2: location, logo, licence, photos, video and "I'm not a robot"; the shop then waits
 * for an admin. Every field is checked before the captcha is spent, so a mistake in a file
 * does not make the person solve it again.
 */
export async function registerShopStep2(
  db: Database,
  verifyCaptcha: (payload: string) => Promise<boolean>,
  user: SessionUser,
  input: Step2Input,
): Promise<SellerProfile> {
  if (user.registration === "complete") throw new AppError("already_registered");
  const found = await repo.findSeller(db, user.id);
  if (user.registration !== "shop_step1" || !found) throw new AppError("shop_step1_required");

  const problems = {
    ...(await locationProblems(db, input)),
    ...(await fileFieldProblems(db, user.id, [
      { field: "logo_file_id", purpose: "logo", ids: [input.logo_file_id] },
      { field: "license_file_id", purpose: "license", ids: [input.license_file_id] },
      { field: "store_image_ids", purpose: "store_image", ids: input.store_image_ids },
      { field: "farm_image_ids", purpose: "farm_image", ids: input.farm_image_ids },
      {
        field: "farm_video_id",
        purpose: "farm_video",
        ids: input.farm_video_id ? [input.farm_video_id] : [],
      },
    ])),
  };
  if (Object.keys(problems).length > 0) throw invalid(problems);
  if (!(await verifyCaptcha(input.altcha))) throw invalid({ altcha: "captcha_invalid" });

  await db.transaction(async (tx) => {
    const seller = await repo.lockSeller(tx, user.id);
    if (!seller) throw new AppError("shop_step1_required");
    assertReviewTransition(seller.reviewStatus, "pending_review");
    await repo.updateSeller(tx, user.id, {
      provinceId: input.province_id,
      cityId: input.city_id,
      latitude: input.latitude,
      longitude: input.longitude,
      logoFileId: input.logo_file_id,
      licenseFileId: input.license_file_id,
      farmVideoId: input.farm_video_id ?? null,
      reviewStatus: "pending_review",
      rejectionReason: null,
    });
    await notifyReviewRequested(tx, { role: "seller", userId: user.id });
    await repo.replaceImages(tx, user.id, [
      { kind: "store", fileIds: input.store_image_ids },
      { kind: "farm", fileIds: input.farm_image_ids },
    ]);
    if (!(await completeRoleRegistration(tx, user.id, "seller"))) {
      throw new AppError("already_registered");
    }
  });
  return loadSellerProfile(db, user.id);
}

/**
 * A registered seller edits the shop. The review consequence is decided by
 * `reviewStatusAfterEdit` (sellers.states.ts). `logo_file_id` replaces the logo when given;
 * absent or null keeps it, since a registered shop always has one.
 */
export async function updateShop(
  db: Database,
  storage: Storage,
  user: SessionUser,
  input: UpdateInput,
): Promise<SellerProfile> {
  if (user.registration !== "complete") throw new AppError("shop_registration_incomplete");
  const newLogo = input.logo_file_id ?? null;
  const problems = {
    ...(await locationProblems(db, input)),
    ...(await fileFieldProblems(db, user.id, [
      { field: "logo_file_id", purpose: "logo", ids: newLogo ? [newLogo] : [] },
    ])),
  };
  if (Object.keys(problems).length > 0) throw invalid(problems);

  const replacedLogo = await db.transaction(async (tx) => {
    const seller = await repo.lockSeller(tx, user.id);
    if (!seller) throw new AppError("shop_not_found");
    const identity = identityOf(input, seller);
    const current = seller.reviewStatus;
    const identityChanged = (Object.keys(identity) as (keyof typeof identity)[]).some(
      (key) => identity[key] !== seller[key],
    );
    const next = reviewStatusAfterEdit(current, identityChanged);
    if (next !== current) assertReviewTransition(current, next);
    await repo.updateSeller(tx, user.id, {
      ...identity,
      provinceId: input.province_id,
      cityId: input.city_id,
      latitude: input.latitude,
      longitude: input.longitude,
      ...(newLogo ? { logoFileId: newLogo } : {}),
      reviewStatus: next,
      ...(next === "pending_review" ? { rejectionReason: null } : {}),
    });
    if (next === "pending_review" && current !== "pending_review") {
      await notifyReviewRequested(tx, { role: "seller", userId: user.id });
    }
    // A customer's profile owns their name; a shop-only person's follows the manager's.
    if (!user.roles.some((held) => held.role === "customer")) {
      await renamePerson(tx, user.id, input.manager_full_name);
    }
    return newLogo && seller.logoFileId !== newLogo ? seller.logoFileId : null;
  });
  // The old logo is no longer shown anywhere; its bytes should not outlive it.
  if (replacedLogo) await deleteOwnedFile(db, storage, { ownerId: user.id, id: replacedLogo });
  return loadSellerProfile(db, user.id);
}
