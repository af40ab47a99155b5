import type { AdminProperty, PropertyCreateBody, PropertyUpdateBody } from "@kesht/contracts";
import { fieldErrorsOf } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../../lib/app-error";
import { toCategoryProperty } from "../reference.service";
import { findAdminCategory } from "./categories.repo";
import { type Admin, deleteRecorded, guarded, recordWritten } from "./console";
import * as repo from "./properties.repo";

/*
 * A category's properties in the admin console; one in use keeps its kind and the options
 * products hold.
 */

export function toAdminProperty({ row, productCount }: repo.AdminPropertyRow): AdminProperty {
  return {
    ...toCategoryProperty(row),
    sort_order: row.sortOrder,
    product_count: Number(productCount),
  };
}

/** Properties belong to top-level categories; a subcategory's products use its parent's. */
export async function createProperty(
  db: Database,
  admin: Admin,
  categoryId: number,
  body: PropertyCreateBody,
): Promise<AdminProperty> {
  return guarded(
    () =>
      db.transaction(async (tx) => {
        const category = await findAdminCategory(tx, categoryId, { lock: true });
        if (!category) throw new AppError("category_not_found");
        if (category.row.parentId !== null) {
          throw new AppError("validation_failed", {
            fieldErrors: fieldErrorsOf({ category_id: "property_not_in_category" }),
          });
        }
        if (await repo.propertyKeyTaken(tx, categoryId, body.key)) {
          throw new AppError("code_taken");
        }
        const id = await repo.insertProperty(tx, {
          categoryId,
          key: body.key,
          nameFa: body.title,
          nameEn: body.title_en,
          kind: body.kind,
          options: body.options,
          unitFa: body.unit,
          unitEn: body.unit_en,
          isRequired: body.required,
          sortOrder: body.sort_order,
        });
        return recordWritten(tx, admin, {
          kind: "category_property",
          verb: "create",
          id,
          find: repo.findAdminProperty,
          view: toAdminProperty,
        });
      }),
    "property_in_use",
  );
}

/**
 * Changes a property without breaking a product: while products hold values for it, its kind
 * stays, and every option a product chose stays in the list (titles may change).
 */
export async function updateProperty(
  db: Database,
  admin: Admin,
  id: number,
  body: PropertyUpdateBody,
): Promise<AdminProperty> {
  return db.transaction(async (tx) => {
    const before = await repo.findAdminProperty(tx, id, { lock: true });
    if (!before) throw new AppError("property_not_found");
    const kind = body.kind ?? before.row.kind;
    const options = body.options ?? (body.kind && body.kind !== "select" ? [] : before.row.options);
    if ((kind === "select") !== options.length > 0) {
      throw new AppError("validation_failed", {
        fieldErrors: fieldErrorsOf({ options: "options_fit_kind" }),
      });
    }
    const used = Number(before.productCount) > 0;
    if (used && kind !== before.row.kind) throw new AppError("property_in_use");
    if (used && kind === "select") {
      const kept = new Set(options.map((option) => option.value));
      const values = await repo.propertyValuesInUse(tx, id);
      if (values.some((value) => !kept.has(value))) throw new AppError("property_option_in_use");
    }
    await repo.updateProperty(tx, id, {
      nameFa: body.title,
      nameEn: body.title_en,
      kind,
      options,
      unitFa: body.unit,
      unitEn: body.unit_en,
      isRequired: body.required,
      sortOrder: body.sort_order,
    });
    return recordWritten(tx, admin, {
      kind: "category_property",
      verb: "update",
      id,
      find: repo.findAdminProperty,
      view: toAdminProperty,
      before,
    });
  });
}

export async function deleteProperty(db: Database, admin: Admin, id: number): Promise<void> {
  await db.transaction((tx) =>
    deleteRecorded(tx, admin, {
      kind: "category_property",
      id,
      notFound: "property_not_found",
      find: repo.findAdminProperty,
      view: toAdminProperty,
      // Products' values would go with it (the foreign key cascades): refused while any exist.
      refuse: async () => {
        if ((await repo.propertyValuesInUse(tx, id)).length > 0) {
          throw new AppError("property_in_use");
        }
      },
      remove: repo.deleteProperty,
    }),
  );
}
