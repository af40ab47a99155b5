import {
  errorMessages,
  type ProductImport,
  type ProductImportCounts,
  type ProductImportRow,
  type productImportBodySchema,
  type SessionUser,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../../lib/app-error";
import { queueJob } from "../../jobs/job-queue";
import { memoizedLookups } from "../product-checks";
import { addProducts, changeProduct } from "../product-writes";
import { replaceProperties } from "../seller-products.repo";
import { assertCanWrite } from "../seller-products.service";
import { type CheckedFile, checkImportRows } from "./import-rows.check";
import { readProductCsv } from "./product-csv";
import * as repo from "./product-imports.repo";

/*
 * A shop's CSV import (decision 042). Uploading checks the file as a whole at once (a 4xx for
 * a file we cannot read) and queues the job that checks every row: the dry run, which writes
 * nothing but its report. Applying queues the job again, which re-checks every row inside one
 * transaction and writes them all, or, if any row fails now, none.
 */

/** The job kind that checks and applies imports (jobs/product-import.job.ts). */
export const productImportJobKind = "product-import";

type ImportBody = z.output<typeof productImportBodySchema>;

function importView(record: repo.ProductImportRecord): ProductImport {
  return {
    id: record.id,
    status: record.status,
    file_name: record.fileName,
    total_rows: record.totalRows,
    processed_rows: record.processedRows,
    counts: record.counts as ProductImportCounts,
    rows: record.report as ProductImportRow[],
    failure: record.failure ?? null,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

/** The shop's own import; another shop's is as missing as one that never was. */
async function ownImport(db: Database, user: SessionUser, id: number) {
  const record = await repo.findImport(db, id);
  if (!record || record.sellerId !== user.id) throw new AppError("import_not_found");
  return record;
}

/** Reads the file (4xx when it cannot be read) and queues its check. */
export async function startProductImport(
  db: Database,
  user: SessionUser,
  body: ImportBody,
): Promise<ProductImport> {
  await assertCanWrite(db, user);
  const file = readProductCsv(body.csv);
  const record = await db.transaction(async (tx) => {
    const created = await repo.insertImport(tx, {
      sellerId: user.id,
      fileName: body.file_name.trim() || "products.csv",
      csv: body.csv,
      totalRows: file.rows.length,
    });
    await queueJob(tx, { kind: productImportJobKind, payload: { import_id: created.id } });
    return created;
  });
  return importView(record);
}

export async function getProductImport(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<ProductImport> {
  return importView(await ownImport(db, user, id));
}

/** Applies a checked import without errors: queued, so the page follows it as it did the check. */
export async function applyProductImport(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<ProductImport> {
  const record = await ownImport(db, user, id);
  if (record.status === "checked" && (record.counts as ProductImportCounts).error > 0) {
    throw new AppError("import_has_errors");
  }
  const applying = await db.transaction(async (tx) => {
    const moved = await repo.finishPhase(tx, id, { from: "checked", to: "applying" });
    if (!moved) throw new AppError("import_not_ready");
    await queueJob(tx, { kind: productImportJobKind, payload: { import_id: id } });
    return repo.findImport(tx, id);
  });
  if (!applying) throw new AppError("import_not_found");
  return importView(applying);
}

/** Thrown inside the apply's transaction to roll it back when a row fails at apply time. */
class RowsFailed extends Error {
  constructor(readonly checked: CheckedFile) {
    super("an imported row failed at apply time");
  }
}

/**
 * The job's work for one import, by its status: check its rows, or apply them. Running it again
 * after a crash does no more than running it once: a check only rewrites its report, and an
 * apply commits together with its import's move to `applied`. Answers what it did.
 */
export async function runProductImport(
  db: Database,
  importId: number,
): Promise<"checked" | "applied" | "failed" | "nothing"> {
  const record = await repo.findImport(db, importId);
  if (record?.status === "checking") return checkImport(db, record);
  if (record?.status === "applying") return applyImport(db, record);
  return "nothing";
}

async function checkImport(db: Database, record: repo.ProductImportRecord) {
  const file = readProductCsv(record.csv);
  const checked = await checkImportRows(db, record.sellerId, file, {
    lookups: memoizedLookups(db),
    onProgress: (processed) => repo.setProgress(db, record.id, processed),
  });
  await repo.finishPhase(db, record.id, {
    from: "checking",
    to: "checked",
    counts: checked.counts,
    report: checked.report,
    processedRows: file.rows.length,
  });
  return "checked" as const;
}

async function applyImport(db: Database, record: repo.ProductImportRecord) {
  try {
    return await db.transaction(async (tx) => {
      const current = await repo.findImport(tx, record.id, { lock: true });
      if (current?.status !== "applying") return "nothing" as const;
      const checked = await checkImportRows(tx, record.sellerId, readProductCsv(current.csv), {
        lookups: memoizedLookups(tx),
        lock: true,
      });
      if (checked.counts.error > 0) throw new RowsFailed(checked);
      const added = checked.writes.flatMap((write) => (write.kind === "new" ? [write.values] : []));
      await addProducts(tx, record.sellerId, added);
      for (const write of checked.writes) {
        if (write.kind !== "update") continue;
        await changeProduct(tx, write.productId, write.change);
        if (write.properties) await replaceProperties(tx, write.productId, write.properties);
      }
      await repo.finishPhase(tx, record.id, {
        from: "applying",
        to: "applied",
        counts: checked.counts,
        report: checked.report,
      });
      return "applied" as const;
    });
  } catch (error) {
    if (!(error instanceof RowsFailed)) throw error;
    // Something changed since the dry run (a category closed, a product deleted): nothing
    // was written, and the report says which rows fail now.
    await repo.finishPhase(db, record.id, {
      from: "applying",
      to: "failed",
      counts: error.checked.counts,
      report: error.checked.report,
      failure: errorMessages("import_has_errors"),
    });
    return "failed" as const;
  }
}
