import { z } from "zod";

/** What anyone may know: the API answers and its database is reachable. */
export const healthSchema = z.object({
  ok: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;

/** For admins only: which build and database run, and for how long (nothing for attackers). */
export const healthDetailsSchema = healthSchema.extend({
  version: z.string(),
  database: z.enum(["pglite", "postgres"]),
  uptime_seconds: z.number(),
});
export type HealthDetails = z.infer<typeof healthDetailsSchema>;
