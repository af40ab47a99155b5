import type {
  AdminPackageType,
  AdminStockType,
  AdminUnitsQuery,
  PackageTypeCreateBody,
  PackageTypeUpdateBody,
  StockTypeCreateBody,
  StockTypeUpdateBody,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../../lib/app-error";
import { type Admin, deleteRecorded, guarded, pageOfRows, recordWritten } from "./console";
import * as repo from "./units.repo";

/* Stock units and package types in the admin console; one in use is never deleted. */

function toAdminStockType({ row, productCount }: repo.AdminStockTypeRow): AdminStockType {
  return {
    id: row.id,
    code: row.code,
    title: row.nameFa,
    title_en: row.nameEn,
    allows_fraction: row.allowsFraction,
    sort_order: row.sortOrder,
    product_count: Number(productCount),
  };
}

/** `use=used|unused` as the flag it filters on; absent, both. */
function usedOf(use: "used" | "unused" | undefined): boolean | undefined {
  return use === undefined ? undefined : use === "used";
}

export function listStockTypesForAdmin(db: Database, query: AdminUnitsQuery) {
  return pageOfRows(
    query,
    (window) =>
      repo.listAdminStockTypes(db, { ...window, used: usedOf(query.use), sort: query.sort }),
    toAdminStockType,
  );
}

export async function createStockType(
  db: Database,
  admin: Admin,
  body: StockTypeCreateBody,
): Promise<AdminStockType> {
  return guarded(
    () =>
      db.transaction(async (tx) => {
        if (await repo.stockTypeCodeTaken(tx, body.code)) throw new AppError("code_taken");
        const id = await repo.insertStockType(tx, {
          code: body.code,
          nameFa: body.title,
          nameEn: body.title_en,
          allowsFraction: body.allows_fraction,
          sortOrder: body.sort_order,
        });
        return recordWritten(tx, admin, {
          kind: "stock_type",
          verb: "create",
          id,
          find: repo.findAdminStockType,
          view: toAdminStockType,
        });
      }),
    "stock_type_in_use",
  );
}

/** Whether a unit allows fractions is fixed once products count stock in it. */
export async function updateStockType(
  db: Database,
  admin: Admin,
  id: number,
  body: StockTypeUpdateBody,
): Promise<AdminStockType> {
  return db.transaction(async (tx) => {
    const before = await repo.findAdminStockType(tx, id, { lock: true });
    if (!before) throw new AppError("stock_type_not_found");
    if (
      body.allows_fraction !== undefined &&
      body.allows_fraction !== before.row.allowsFraction &&
      Number(before.productCount) > 0
    ) {
      throw new AppError("stock_type_in_use");
    }
    await repo.updateStockType(tx, id, {
      nameFa: body.title,
      nameEn: body.title_en,
      allowsFraction: body.allows_fraction,
      sortOrder: body.sort_order,
    });
    return recordWritten(tx, admin, {
      kind: "stock_type",
      verb: "update",
      id,
      find: repo.findAdminStockType,
      view: toAdminStockType,
      before,
    });
  });
}

export async function deleteStockType(db: Database, admin: Admin, id: number): Promise<void> {
  await guarded(
    () =>
      db.transaction((tx) =>
        deleteRecorded(tx, admin, {
          kind: "stock_type",
          id,
          notFound: "stock_type_not_found",
          find: repo.findAdminStockType,
          view: toAdminStockType,
          refuse: (before) => {
            if (Number(before.productCount) > 0) throw new AppError("stock_type_in_use");
          },
          remove: repo.deleteStockType,
        }),
      ),
    "stock_type_in_use",
  );
}

function toAdminPackageType({ row, useCount }: repo.AdminPackageTypeRow): AdminPackageType {
  return {
    id: row.id,
    code: row.code,
    title: row.nameFa,
    title_en: row.nameEn,
    sort_order: row.sortOrder,
    use_count: Number(useCount),
  };
}

export function listPackageTypesForAdmin(db: Database, query: AdminUnitsQuery) {
  return pageOfRows(
    query,
    (window) =>
      repo.listAdminPackageTypes(db, { ...window, used: usedOf(query.use), sort: query.sort }),
    toAdminPackageType,
  );
}

export async function createPackageType(
  db: Database,
  admin: Admin,
  body: PackageTypeCreateBody,
): Promise<AdminPackageType> {
  return guarded(
    () =>
      db.transaction(async (tx) => {
        if (await repo.packageTypeCodeTaken(tx, body.code)) throw new AppError("code_taken");
        const id = await repo.insertPackageType(tx, {
          code: body.code,
          nameFa: body.title,
          nameEn: body.title_en,
          sortOrder: body.sort_order,
        });
        return recordWritten(tx, admin, {
          kind: "package_type",
          verb: "create",
          id,
          find: repo.findAdminPackageType,
          view: toAdminPackageType,
        });
      }),
    "package_type_in_use",
  );
}

export async function updatePackageType(
  db: Database,
  admin: Admin,
  id: number,
  body: PackageTypeUpdateBody,
): Promise<AdminPackageType> {
  return db.transaction(async (tx) => {
    const before = await repo.findAdminPackageType(tx, id, { lock: true });
    if (!before) throw new AppError("package_type_not_found");
    await repo.updatePackageType(tx, id, {
      nameFa: body.title,
      nameEn: body.title_en,
      sortOrder: body.sort_order,
    });
    return recordWritten(tx, admin, {
      kind: "package_type",
      verb: "update",
      id,
      find: repo.findAdminPackageType,
      view: toAdminPackageType,
      before,
    });
  });
}

export async function deletePackageType(db: Database, admin: Admin, id: number): Promise<void> {
  await guarded(
    () =>
      db.transaction((tx) =>
        deleteRecorded(tx, admin, {
          kind: "package_type",
          id,
          notFound: "package_type_not_found",
          find: repo.findAdminPackageType,
          view: toAdminPackageType,
          refuse: (before) => {
            if (Number(before.useCount) > 0) throw new AppError("package_type_in_use");
          },
          remove: repo.deletePackageType,
        }),
      ),
    "package_type_in_use",
  );
}
