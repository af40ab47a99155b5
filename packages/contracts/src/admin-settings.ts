import { z } from "zod";

/** `PUT /admin/settings/commission_percent`: the platform's share of an order's goods. */
export const commissionPercentBodySchema = z.strictObject({
  value: z
    .number("invalid_number")
    .min(0, "invalid_number")
    .max(50, "invalid_number")
    .refine((value) => Number.isInteger(value * 100), "invalid_number"),
});

export const settingChangeSchema = z.object({
  id: z.number().int(),
  value: z.number(),
  changed_by: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  created_at: z.string(),
});

/** `GET /admin/settings`: each setting's current value, its default and its history. */
export const adminSettingsSchema = z.object({
  commission_percent: z.object({
    value: z.number(),
    /** COMMISSION_PERCENT: what applies until an admin sets a value. */
    default_value: z.number(),
    history: z.array(settingChangeSchema),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
