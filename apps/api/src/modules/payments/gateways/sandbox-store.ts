import { randomBytes, randomInt } from "node:crypto";
import { type Database, schema } from "@kesht/db";
import { and, eq, lt, sql } from "drizzle-orm";

const { sandboxGatewayPayments } = schema;

export type SandboxDecision = "undecided" | "approved" | "declined" | "timed_out";

/** What the sandbox knows about one payment: its own record, apart from Kesht's. */
export interface SandboxSession {
  authority: string;
  gateway: "sandbox" | "sandbox_aed";
  currency: "IRR" | "AED";
  amountMinor: number;
  description: string;
  callbackUrl: string;
  decision: SandboxDecision;
  referenceId: string | null;
}

/** Sessions are forgotten a day after they start, like a real gateway's unused tokens. */
const SESSION_LIFETIME = sql`interval '1 day'`;

function toSession(row: typeof sandboxGatewayPayments.$inferSelect): SandboxSession {
  return {
    authority: row.authority,
    gateway: row.gateway as SandboxSession["gateway"],
    currency: row.currency as SandboxSession["currency"],
    amountMinor: row.amountMinor,
    description: row.description,
    callbackUrl: row.callbackUrl,
    decision: row.decision as SandboxDecision,
    referenceId: row.referenceId,
  };
}

/**
 * The development gateway's records: shared by the rial and the dirham sandbox, by its hosted
 * page and by every API instance, in a table of its own. It stands for the gateway's own
 * servers, apart from Kesht's payments: a forged callback can only be told from a real one by
 * asking it. Each call is its own statement, never part of a Kesht transaction.
 */
export function createSandboxStore(db: Database) {
  async function get(authority: string): Promise<SandboxSession | undefined> {
    const [row] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.authority, authority));
    return row && toSession(row);
  }

  return {
    async open(input: Omit<SandboxSession, "authority" | "decision" | "referenceId">) {
      // Zarinpal's authorities look like "A" followed by 35 characters; these are random too.
      const authority = `S${randomBytes(18).toString("hex")}`;
      await db.insert(sandboxGatewayPayments).values({ ...input, authority });
      return authority;
    },
    get,
    /** The payer's choice on the hosted page; only the first one counts. */
    async decide(
      authority: string,
      decision: Exclude<SandboxDecision, "undecided">,
    ): Promise<SandboxSession | undefined> {
      await db
        .update(sandboxGatewayPayments)
        .set({
          decision,
          referenceId: decision === "approved" ? String(randomInt(100_000_000, 999_999_999)) : null,
        })
        .where(
          and(
            eq(sandboxGatewayPayments.authority, authority),
            eq(sandboxGatewayPayments.decision, "undecided"),
          ),
        );
      return get(authority);
    },
    /** Forgets the sessions older than a day (the `purge_sandbox_payments` job). */
    async purgeOld(): Promise<number> {
      const deleted = await db
        .delete(sandboxGatewayPayments)
        .where(lt(sandboxGatewayPayments.createdAt, sql`now() - ${SESSION_LIFETIME}`))
        .returning({ authority: sandboxGatewayPayments.authority });
      return deleted.length;
    },
  };
}
export type SandboxStore = ReturnType<typeof createSandboxStore>;
