import { type Database, schema } from "@kesht/db";
import { lt, sql } from "drizzle-orm";

const { captchaUsedChallenges } = schema;

/**
 * Records a used challenge's signature; false when any instance recorded it before (the
 * primary key decides, so two instances racing with one solution accept it once).
 */
export async function claimSignature(
  db: Database,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(captchaUsedChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUsedChallenges.signature });
  return claimed.length === 1;
}

/** Forgets the signatures of expired challenges, which are refused by their expiry anyway. */
export async function purgeExpiredSignatures(db: Database): Promise<number> {
  const deleted = await db
    .delete(captchaUsedChallenges)
    .where(lt(captchaUsedChallenges.expiresAt, sql`now()`))
    .returning({ signature: captchaUsedChallenges.signature });
  return deleted.length;
}
