import type { RecipientRole } from "@kesht/contracts";

/**
 * What a notification's text and link are built from: who reads it, what it is about and the
 * few params written with it. Its own file, so the per-area text tables and the main one
 * import it without importing each other.
 */
export interface NotificationFacts {
  role: RecipientRole;
  subjectId: number | null;
  params: Record<string, string | number>;
}
