import { z } from "zod";

export const healthSchema = z.object({
  ok: z.boolean(),
  version: z.string(),
  database: z.enum(["pglite", "postgres"]),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
