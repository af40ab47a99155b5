export interface SourceFile {
  /** Relative to `apps/web/src`, with `/`. */
  path: string;
  source: string;
}
export function wallBreaches(files: readonly SourceFile[]): string[];
export function featureCircles(files: readonly SourceFile[]): string[];
export function readSources(root: string): SourceFile[];
export const webSourceRoot: string;
