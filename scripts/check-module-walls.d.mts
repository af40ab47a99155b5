export interface SourceFile {
  /** Relative to `apps/api/src`, with `/`. */
  path: string;
  source: string;
}
export function wallBreaches(files: readonly SourceFile[]): string[];
export function readSources(root: string): SourceFile[];
export const apiSourceRoot: string;
export function writerBreaches(files: readonly SourceFile[], tables: ReadonlySet<string>): string[];
export function readTableNames(schemaRoot: string): Set<string>;
export const schemaRoot: string;
export function layerBreaches(files: readonly SourceFile[]): string[];
export function moduleCircles(files: readonly SourceFile[]): string[];
