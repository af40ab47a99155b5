import type { FilePurpose, ValidationMessageKey } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { usableFileIds } from "../files/files.service";

/** A form field naming uploaded files, and the purpose they must have been uploaded for. */
export interface FileField {
  field: string;
  purpose: FilePurpose;
  ids: readonly string[];
}

/**
 * What is wrong with the files a form names, by field: each id must be a file this user
 * uploaded, for this field's purpose (a logo cannot pose as the licence, and nobody can
 * attach a file of someone else's, whatever its id), named once.
 */
export async function fileFieldProblems(
  db: Database,
  ownerId: number,
  fields: readonly FileField[],
): Promise<Record<string, ValidationMessageKey>> {
  const problems: Record<string, ValidationMessageKey> = {};
  for (const { field, purpose, ids } of fields) {
    if (ids.length === 0) continue;
    if (new Set(ids).size !== ids.length) {
      problems[field] = "duplicate_file";
      continue;
    }
    const usable = await usableFileIds(db, { ownerId, purpose, ids });
    if (ids.some((id) => !usable.has(id))) problems[field] = "file_not_usable";
  }
  return problems;
}
